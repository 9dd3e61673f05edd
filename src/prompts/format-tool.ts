// Renders a tool as a prompt shows it: its live description and parameters from the registry
// listing, so a prompt never describes a tool differently from tools/list.

/** The parts of an MCP tool listing a prompt shows. Structurally an SDK `Tool`. */
export interface ToolListingView {
  name: string;
  title?: string;
  description?: string;
  inputSchema: { properties?: Record<string, unknown>; required?: string[] };
}

interface JsonSchemaProperty {
  type?: string | string[];
  description?: string;
  enum?: unknown[];
  default?: unknown;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  items?: JsonSchemaProperty;
  anyOf?: JsonSchemaProperty[];
}

/** Markdown for one tool: heading, description, and one line per parameter. */
export function formatToolForPrompt(tool: ToolListingView): string {
  const required = new Set(tool.inputSchema.required ?? []);
  const params = Object.entries(tool.inputSchema.properties ?? {}).map(([name, raw]) => {
    const p = raw as JsonSchemaProperty;
    const facts = [typeName(p), required.has(name) ? 'required' : 'optional', ...constraints(p)];
    return `- \`${name}\` (${facts.join(', ')})${p.description ? `: ${p.description}` : ''}`;
  });
  return [
    `### Tool \`${tool.name}\`${tool.title ? ` - ${tool.title}` : ''}`,
    '',
    tool.description ?? '',
    '',
    params.length ? 'Parameters:' : 'Parameters: none.',
    ...params,
  ].join('\n');
}

/** What a prompt says in place of a tool this caller may not use. */
export function formatUnavailableTool(name: string): string {
  return `_The tool \`${name}\` is not enabled on this server, so skip the steps that need it and say so in your answer._`;
}

function typeName(p: JsonSchemaProperty): string {
  if (p.enum) return 'string';
  if (p.anyOf) return [...new Set(p.anyOf.map(typeName))].join(' or ');
  const t = Array.isArray(p.type) ? p.type.join(' or ') : (p.type ?? 'any');
  return t === 'array' && p.items ? `array of ${typeName(p.items)}` : t;
}

function constraints(p: JsonSchemaProperty): string[] {
  const out: string[] = [];
  const values = p.enum ?? p.items?.enum;
  if (values) out.push(`one of ${values.map((v) => JSON.stringify(v)).join(', ')}`);
  if (p.minimum !== undefined && p.maximum !== undefined) out.push(`${p.minimum}-${p.maximum}`);
  else if (p.maximum !== undefined) out.push(`at most ${p.maximum}`);
  if (p.maxLength !== undefined) out.push(`at most ${p.maxLength} characters`);
  if (p.default !== undefined) out.push(`default ${JSON.stringify(p.default)}`);
  return out;
}
