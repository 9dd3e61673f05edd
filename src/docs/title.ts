// A doc's display title: front matter, else the first H1, else a readable version of the file name.
import { basename, dirname, stripDocExtension } from './paths';
import type { DocSection } from './types';

// Some ADR styles open with `# Context` and never give a title line; those make poor titles.
const SECTION_WORDS = /^(?:context|status|decision|consequences|summary|overview|introduction|background|problem|changelog)$/i;

/**
 * Turns `0012-use-postgresql` into `0012 use postgresql` and `2023-12-19-token-refactor` into
 * `Token refactor`; README/index files use their folder's name.
 */
function humanizeFileName(path: string): string {
  let name = stripDocExtension(basename(path));
  if (/^(readme|index)$/i.test(name) && dirname(path)) name = basename(dirname(path));
  // A date prefix orders files on disk; in a result list it only hides the words.
  const undated = name.replace(/^(?:19|20)\d{2}-?\d{2}-?\d{2}[-_ ]+(?=\S)/, '');
  const words = undated.replace(/[-_]+/g, ' ').replace(/\s+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The title shown in result lists. ADR numbers stay visible ("28. Use React context") because
 * people cite ADRs by number; ERB expressions and section-word H1s are skipped.
 */
export function resolveTitle(path: string, frontMatterTitle: string | undefined, sections: DocSection[]): string {
  const fromFrontMatter = frontMatterTitle?.trim();
  if (fromFrontMatter && !fromFrontMatter.includes('<%')) return fromFrontMatter;
  const h1 = sections.find((s) => s.level === 1);
  if (h1 && h1.heading && !h1.heading.includes('<%') && !SECTION_WORDS.test(h1.heading)) return h1.heading;
  return humanizeFileName(path);
}
