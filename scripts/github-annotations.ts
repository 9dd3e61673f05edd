// GitHub Actions workflow commands (`::error file=…,line=…::message`), which GitHub shows as
// annotations on the pull request's lines. Values are escaped as the runner expects, so a message
// holding a newline, a colon or a comma cannot end the command early or forge another one.
import path from 'node:path';

export type AnnotationLevel = 'error' | 'warning' | 'notice';

export interface AnnotationPlace {
  /** Path relative to the repository root (the job's working directory), `/`-separated. */
  file: string;
  line: number;
  title?: string;
}

function escapeData(text: string): string {
  return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

function escapeProperty(text: string): string {
  return escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

/** One annotation line. */
export function annotation(level: AnnotationLevel, place: AnnotationPlace, message: string): string {
  const props = [`file=${escapeProperty(place.file)}`, `line=${Math.max(1, Math.floor(place.line))}`];
  if (place.title) props.push(`title=${escapeProperty(place.title)}`);
  return `::${level} ${props.join(',')}::${escapeData(message)}`;
}

/** `file` (absolute) as GitHub names it: relative to the working directory, with `/`. */
export function annotationPath(file: string, cwd: string = process.cwd()): string {
  return path.relative(cwd, file).split(path.sep).join('/');
}
