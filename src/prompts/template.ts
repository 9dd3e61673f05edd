// The prompt template language: `{{arg}}`, `{{#if arg}}…{{else}}…{{/if}}`, `{{tool:NAME}}`,
// `{{resource:URI}}` (URI may hold `{arg}`) and computed values. Parsed once, rendered per request.

/** Values computed from the docs being served when a prompt is fetched. */
const COMPUTED_VALUES = {
  next_adr_number: { params: false },
  adr_folder: { params: false },
  related_adrs: { params: true },
  known_services: { params: false },
} as const;
export type ComputedName = keyof typeof COMPUTED_VALUES;

export type TemplateNode =
  | { type: 'text'; text: string }
  | { type: 'arg'; name: string; line: number }
  | { type: 'tool'; name: string; line: number }
  | { type: 'resource'; uri: string; line: number }
  | { type: 'computed'; name: ComputedName; params: string[]; line: number }
  | { type: 'if'; name: string; then: TemplateNode[]; else: TemplateNode[]; line: number };

/** A reference the template cannot use; `message` starts with `path:line:`. */
export class TemplateError extends Error {
  constructor(
    readonly path: string,
    readonly line: number,
    readonly reason: string,
  ) {
    super(`${path}:${line}: ${reason}`);
    this.name = 'TemplateError';
  }
}

// `{{ … }}` whose inside may hold single-brace `{arg}` placeholders (resource URIs).
const REFERENCE = /\{\{((?:[^{}]|\{[^{}]*\})*)\}\}/g;
const NAME = /^[a-z][a-z0-9_]*$/;
const TOOL_NAME = /^[a-z][a-z0-9_]*$/;

/**
 * Parses template text. `origin.line` is the file line of the text's first line.
 * @throws TemplateError for an unknown reference or an unbalanced `{{#if}}`.
 */
export function parseTemplate(text: string, origin: { path: string; line: number }): TemplateNode[] {
  const root: TemplateNode[] = [];
  const open: { node: Extract<TemplateNode, { type: 'if' }>; inElse: boolean }[] = [];
  const target = () => {
    const top = open.at(-1);
    return top ? (top.inElse ? top.node.else : top.node.then) : root;
  };
  const fail = (line: number, reason: string): never => {
    throw new TemplateError(origin.path, line, reason);
  };
  let last = 0;
  let line = origin.line;
  let counted = 0;
  for (const match of text.matchAll(REFERENCE)) {
    const at = match.index;
    for (let i = counted; i < at; i++) if (text.charCodeAt(i) === 10) line++;
    counted = at;
    if (at > last) target().push({ type: 'text', text: text.slice(last, at) });
    last = at + match[0].length;
    const inner = match[1]!.trim();

    if (inner === '#if' || inner.startsWith('#if ')) {
      const name = inner.slice(4).trim();
      if (!NAME.test(name)) fail(line, `{{#if ${name}}} needs an argument name`);
      const node = { type: 'if' as const, name, then: [], else: [], line };
      target().push(node);
      open.push({ node, inElse: false });
    } else if (inner === 'else') {
      const top = open.at(-1);
      if (!top || top.inElse) fail(line, '{{else}} without an open {{#if}}');
      top!.inElse = true;
    } else if (inner === '/if') {
      if (!open.pop()) fail(line, '{{/if}} without an open {{#if}}');
    } else if (inner.startsWith('tool:')) {
      const name = inner.slice(5).trim();
      if (!TOOL_NAME.test(name)) fail(line, `{{tool:${name}}} is not a tool name`);
      target().push({ type: 'tool', name, line });
    } else if (inner.startsWith('resource:')) {
      const uri = inner.slice(9).trim();
      if (!/^arch:\/\/[^\s]+$/.test(uri)) fail(line, `{{resource:${uri}}} must name an arch:// URI, e.g. arch://adr/7 or arch://docs/guidelines/code-review`);
      for (const [, name] of uri.matchAll(/\{([^{}]*)\}/g)) if (!NAME.test(name!)) fail(line, `{${name}} in a resource URI must be an argument name`);
      target().push({ type: 'resource', uri, line });
    } else {
      const [head, paramText] = splitOnce(inner, ':');
      if (head in COMPUTED_VALUES) {
        const name = head as ComputedName;
        const params = paramText === undefined ? [] : paramText.split(',').map((p) => p.trim()).filter(Boolean);
        if (COMPUTED_VALUES[name].params && !params.length) fail(line, `{{${name}:arg1,arg2}} needs the arguments whose values it searches for`);
        if (!COMPUTED_VALUES[name].params && params.length) fail(line, `{{${name}}} takes no parameters`);
        target().push({ type: 'computed', name, params, line });
      } else if (paramText === undefined && NAME.test(inner)) {
        target().push({ type: 'arg', name: inner, line });
      } else {
        fail(line, `unknown reference {{${inner}}}; use {{argument}}, {{tool:NAME}}, {{resource:URI}}, {{#if argument}}…{{/if}} or one of ${Object.keys(COMPUTED_VALUES).join(', ')}`);
      }
    }
  }
  if (open.length) fail(open.at(-1)!.node.line, `{{#if ${open.at(-1)!.node.name}}} is never closed with {{/if}}`);
  if (last < text.length) target().push({ type: 'text', text: text.slice(last) });
  walk(root, (node) => {
    if (node.type === 'text' && /\{\{|\}\}/.test(node.text)) fail(origin.line, 'a "{{" or "}}" in this message is not part of a reference');
  });
  return root;
}

/** Every argument the template refers to, with the line of the reference. */
export function templateArgNames(nodes: readonly TemplateNode[]): { name: string; line: number }[] {
  const out: { name: string; line: number }[] = [];
  walk(nodes, (node) => {
    if (node.type === 'arg' || node.type === 'if') out.push({ name: node.name, line: node.line });
    if (node.type === 'computed') for (const p of node.params) out.push({ name: p, line: node.line });
    if (node.type === 'resource') for (const [, name] of node.uri.matchAll(/\{([^{}]*)\}/g)) out.push({ name: name!, line: node.line });
  });
  return out;
}

/** Visits every node, depth first, both branches of every `{{#if}}`. */
export function walk(nodes: readonly TemplateNode[], visit: (node: TemplateNode) => void): void {
  for (const node of nodes) {
    visit(node);
    if (node.type === 'if') {
      walk(node.then, visit);
      walk(node.else, visit);
    }
  }
}

function splitOnce(s: string, sep: string): [string, string | undefined] {
  const i = s.indexOf(sep);
  return i < 0 ? [s, undefined] : [s.slice(0, i), s.slice(i + 1)];
}
