// Checks a set of prompt files without serving them: file syntax, unknown tools, documents that
// do not exist, duplicate names. Used by `arch-mcp lint` and by the test that guards the bundle.
import type { DocProblem } from '../docs/types';
import type { PromptSource } from './prompt-source';
import { PromptFileError, parsePromptFile } from './prompt-file';
import type { PromptDefinition } from './prompt-file';
import { TemplateError, walk } from './template';

export interface PromptCheckOptions {
  /** Names of the tools the server registers. */
  toolNames: ReadonlySet<string>;
  /** Whether a fixed arch:// URI names a document; omit to skip document checks. */
  resourceExists?: (uri: string) => boolean;
}

export interface PromptCheckResult {
  prompts: PromptDefinition[];
  problems: DocProblem[];
}

/** Parses and checks every file; each problem carries the file and line it concerns. */
export function checkPromptFiles(files: readonly PromptSource[], options: PromptCheckOptions): PromptCheckResult {
  const prompts: PromptDefinition[] = [];
  const problems: DocProblem[] = [];
  const report = (path: string, line: number, code: string, message: string) => problems.push({ path, line, severity: 'error', code, message });
  const seen = new Map<string, string>();
  for (const file of files) {
    let prompt: PromptDefinition;
    try {
      prompt = parsePromptFile(file.path, file.text);
    } catch (err) {
      if (err instanceof PromptFileError || err instanceof TemplateError) {
        report(err.path, err.line, 'prompt-syntax', err.reason);
        continue;
      }
      throw err;
    }
    const other = seen.get(prompt.name);
    if (other) report(file.path, 1, 'duplicate-prompt', `prompt name "${prompt.name}" is also used by ${other}`);
    seen.set(prompt.name, file.path);
    for (const message of prompt.messages) {
      walk(message.nodes, (node) => {
        if (node.type === 'tool' && !options.toolNames.has(node.name)) {
          report(file.path, node.line, 'unknown-tool', `{{tool:${node.name}}} names no registered tool (known: ${[...options.toolNames].sort().join(', ')})`);
        }
        if (node.type === 'resource' && options.resourceExists && !node.uri.includes('{') && !options.resourceExists(node.uri)) {
          report(file.path, node.line, 'unknown-resource', `{{resource:${node.uri}}} names no document in this docs folder`);
        }
      });
    }
    prompts.push(prompt);
  }
  return { prompts, problems };
}
