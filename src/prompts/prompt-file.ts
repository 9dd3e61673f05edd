// Reads one prompt file: YAML front matter (validated) and a body of role-headed messages whose
// text is parsed into a template. Runtime-neutral; every error names file:line.
//
// The format, for whoever writes the next prompt (resources/prompts/*.md, or DIR/prompts for lint):
//
//   ---
//   name: kebab-case-name            # what prompts/get takes
//   title: Shown in client menus
//   description: What the prompt does, for the person picking it.
//   arguments:
//     - name: snake_case_name
//       description: What to pass.
//       required: true               # default false
//       complete: pattern_name       # completion/complete source: pattern_name|adr_id|kind|status|tag|service
//   ---
//   ## user                          # `## user` / `## assistant` start a message (not inside fences)
//   Text with references:
//     {{name}}                       the argument's value, verbatim (never expanded again)
//     {{#if name}}…{{else}}…{{/if}}  by whether an argument was given (nests)
//     {{tool:NAME}}                  the tool's live description and parameters; a note if the
//                                    allow-list disables it; a tool the registry lacks is an error
//     {{resource:URI}}               a document (arch://docs/…, arch://adr/7, arch://pattern/x;
//                                    `#anchor` for one section; `{name}` inserts an argument),
//                                    without front matter, capped at 8,000 characters, with status
//     {{next_adr_number}} {{adr_folder}}   the next free number in the main ADR folder
//     {{related_adrs:arg1,arg2}}     links to the ADRs a search for those arguments finds
//     {{known_services}}             the services the build knows, for applies_to scoping (for_path, service)
//   Any other `{{…}}` is an error at its file:line.
import { LineCounter, parseDocument } from 'yaml';
import { z } from 'zod';
import { parseTemplate, templateArgNames } from './template';
import type { TemplateNode } from './template';

/** Where a prompt argument's completions come from (completion/complete). */
const COMPLETION_SOURCES = ['pattern_name', 'adr_id', 'kind', 'status', 'tag', 'service'] as const;
export type CompletionSource = (typeof COMPLETION_SOURCES)[number];

const MESSAGE_ROLES = ['user', 'assistant'] as const;
export type MessageRole = (typeof MESSAGE_ROLES)[number];

const argumentName = z.string().regex(/^[a-z][a-z0-9_]*$/, 'must be snake_case (a-z, 0-9, _), starting with a letter');

const promptArgumentSchema = z
  .object({
    name: argumentName,
    description: z.string().min(1).max(500),
    required: z.boolean().default(false),
    complete: z.enum(COMPLETION_SOURCES).optional(),
  })
  .strict();

const frontMatterSchema = z
  .object({
    name: z.string().regex(/^[a-z][a-z0-9-]*$/, 'must be kebab-case (a-z, 0-9, -), starting with a letter'),
    title: z.string().min(1).max(200),
    description: z.string().min(1).max(1000),
    arguments: z.array(promptArgumentSchema).default([]),
  })
  .strict();

export type PromptArgument = z.infer<typeof promptArgumentSchema>;

export interface PromptMessageTemplate {
  role: MessageRole;
  nodes: TemplateNode[];
  /** File line of the role heading. */
  line: number;
}

export interface PromptDefinition {
  /** Where the file came from, for file:line messages. */
  path: string;
  name: string;
  title: string;
  description: string;
  arguments: PromptArgument[];
  messages: PromptMessageTemplate[];
}

/** A prompt file that cannot be used; `message` already starts with `path:line:`. */
export class PromptFileError extends Error {
  constructor(
    readonly path: string,
    readonly line: number,
    readonly reason: string,
  ) {
    super(`${path}:${line}: ${reason}`);
    this.name = 'PromptFileError';
  }
}

const FENCE = /^\s{0,3}(`{3,}|~{3,})/;
const ROLE_HEADING = /^##\s+(user|assistant)\s*$/i;

/**
 * Parses a prompt file. Front matter: name, title, description, arguments[{name, description,
 * required, complete}]. Body: `## user` / `## assistant` headings, each starting a message.
 * @throws PromptFileError for the first problem found, with its file line.
 */
export function parsePromptFile(path: string, source: string): PromptDefinition {
  const lines = source.replace(/^\uFEFF/, '').split('\n').map((l) => l.replace(/\r$/, ''));
  if (lines[0]?.trim() !== '---') throw new PromptFileError(path, 1, 'a prompt file starts with YAML front matter between --- lines');
  const close = lines.findIndex((l, i) => i > 0 && l.trim() === '---');
  if (close < 0) throw new PromptFileError(path, 1, 'front matter is not closed by a --- line');
  const meta = readFrontMatter(path, lines.slice(1, close).join('\n'));
  const declared = new Set(meta.arguments.map((a) => a.name));
  const duplicate = meta.arguments.find((a, i) => meta.arguments.findIndex((b) => b.name === a.name) !== i);
  if (duplicate) throw new PromptFileError(path, 1, `argument "${duplicate.name}" is declared twice`);

  const messages = splitMessages(path, lines, close + 1).map(({ role, line, textLine, text }) => {
    const nodes = parseTemplate(text, { path, line: textLine });
    for (const ref of templateArgNames(nodes)) {
      if (!declared.has(ref.name)) {
        throw new PromptFileError(path, ref.line, `{{${ref.name}}} names no argument of this prompt (declared: ${[...declared].join(', ') || 'none'})`);
      }
    }
    return { role, line, nodes };
  });
  return { path, ...meta, messages };
}

function readFrontMatter(path: string, yamlText: string) {
  const lineCounter = new LineCounter();
  const doc = parseDocument(yamlText, { lineCounter, prettyErrors: false });
  // File line = YAML line + 1 (the opening ---).
  const fileLine = (offset: number | undefined) => (offset === undefined ? 1 : lineCounter.linePos(offset).line + 1);
  if (doc.errors.length) {
    const err = doc.errors[0]!;
    throw new PromptFileError(path, fileLine(err.pos[0]), `front matter is not valid YAML: ${err.message.split('\n')[0]}`);
  }
  const parsed = frontMatterSchema.safeParse(doc.toJS());
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    // An unknown key is reported on its parent; point at the key's own line instead.
    const keyPath = issue.code === 'unrecognized_keys' ? [...issue.path, issue.keys[0]!] : issue.path;
    const node = doc.getIn(keyPath as (string | number)[], true) as { range?: [number, number, number] } | undefined;
    const parent = doc.getIn(keyPath.slice(0, -1) as (string | number)[], true) as { range?: [number, number, number] } | undefined;
    const at = node?.range?.[0] ?? parent?.range?.[0];
    const where = issue.path.length ? `"${issue.path.join('.')}"` : 'front matter';
    throw new PromptFileError(path, fileLine(at), `${where}: ${issue.message}`);
  }
  return parsed.data;
}

/** Splits the body at role headings outside code fences. */
function splitMessages(path: string, lines: string[], bodyStart: number): { role: MessageRole; line: number; textLine: number; text: string }[] {
  const out: { role: MessageRole; line: number; text: string[] }[] = [];
  let fence: string | undefined;
  for (let i = bodyStart; i < lines.length; i++) {
    const line = lines[i]!;
    const marker = FENCE.exec(line)?.[1];
    if (marker) {
      if (fence === undefined) fence = marker;
      else if (marker[0] === fence[0] && marker.length >= fence.length && line.trim() === marker) fence = undefined;
    }
    const role = fence === undefined ? ROLE_HEADING.exec(line)?.[1] : undefined;
    if (role) {
      out.push({ role: role.toLowerCase() as MessageRole, line: i + 1, text: [] });
    } else if (out.length) {
      out.at(-1)!.text.push(line);
    } else if (line.trim() !== '') {
      throw new PromptFileError(path, i + 1, 'text before the first "## user" or "## assistant" heading belongs to no message');
    }
  }
  if (!out.length) throw new PromptFileError(path, bodyStart + 1, 'the prompt has no messages; start one with a "## user" heading');
  return out.map(({ role, line, text }) => {
    const body = text.join('\n').trim();
    if (!body) throw new PromptFileError(path, line, `the ${role} message is empty`);
    // File line of the message's first non-blank line, so template errors point at the right place.
    const textLine = line + 1 + text.findIndex((t) => t.trim() !== '');
    return { role, line, textLine, text: body };
  });
}
