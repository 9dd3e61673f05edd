// The tools the upstream fixture servers offer, shared by both protocol eras: plain answers,
// mixed content blocks, tool errors, secret-shaped strings, and a slow tool that reports whether
// it was cancelled. What a server observed (starts, cancels, headers) is kept per `tag` argument,
// so tests running at once never read each other's observations.

/** A tool's answer, shaped as MCP's CallToolResult. */
export interface FixtureResult {
  content: ({ type: 'text'; text: string } | Record<string, unknown>)[];
  structuredContent?: Record<string, unknown>;
  isError?: boolean;
}

/** What a tool can see of its call. */
export interface FixtureCall {
  /** Whether the client cancelled this call (its era's way). */
  cancelled(): boolean;
}

export interface FixtureTool {
  name: string;
  description: string;
  inputSchema: { type: 'object'; properties: Record<string, unknown>; required?: string[] };
  outputSchema?: { type: 'object'; properties: Record<string, unknown>; required?: string[] };
  run(args: Record<string, unknown>, call: FixtureCall): Promise<FixtureResult>;
}

const observations = new Map<string, string[]>();

/** Records that `event` happened for the call tagged `tag`. */
export function observe(tag: string, event: string): void {
  const events = observations.get(tag) ?? [];
  events.push(event);
  observations.set(tag, events);
}

/** Everything observed for `tag`. */
export function observed(tag: string): string[] {
  return observations.get(tag) ?? [];
}

/** Secret-shaped strings an upstream might echo back (a GitHub token, an AWS key id, a password). */
export const LEAKED = {
  githubToken: 'ghp_0123456789abcdefghijABCDEFGHIJ012345',
  awsKeyId: 'AKIAIOSFODNN7EXAMPLE',
  password: 'password=hunter2-but-longer',
};

const tagArgument = { tag: { type: 'string', description: 'Correlates observations in tests.' } };
const text = (t: string): FixtureResult['content'][number] => ({ type: 'text', text: t });
/** A 1×1 transparent PNG. */
const PIXEL = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

/** Tools every fixture server has. */
export function commonTools(era: string): FixtureTool[] {
  return [
    {
      name: 'echo',
      description: 'Echoes its text.',
      inputSchema: { type: 'object', properties: { text: { type: 'string' }, ...tagArgument }, required: ['text'] },
      outputSchema: { type: 'object', properties: { text: { type: 'string' }, era: { type: 'string' } }, required: ['text', 'era'] },
      run: async (args) => ({ content: [text(String(args.text))], structuredContent: { text: String(args.text), era } }),
    },
    {
      name: 'fail',
      description: 'Always reports a tool error.',
      inputSchema: { type: 'object', properties: { ...tagArgument } },
      run: async () => ({ content: [text('no service is registered under that id')], isError: true }),
    },
    {
      name: 'leak',
      description: 'Answers with secret-shaped strings, as a careless server might.',
      inputSchema: { type: 'object', properties: { ...tagArgument } },
      run: async () => ({
        content: [text(`deploy key ${LEAKED.githubToken}; db ${LEAKED.password}`)],
        structuredContent: { aws_key_id: LEAKED.awsKeyId, note: 'rotated yearly' },
      }),
    },
    {
      name: 'leak_error',
      description: 'Fails with a secret-shaped string in its error text.',
      inputSchema: { type: 'object', properties: { ...tagArgument } },
      run: async () => ({ content: [text(`login refused for token ${LEAKED.githubToken}`)], isError: true }),
    },
    {
      name: 'slow',
      description: 'Runs until cancelled or for `ms` milliseconds.',
      inputSchema: { type: 'object', properties: { ms: { type: 'number' }, ...tagArgument }, required: ['tag'] },
      run: async (args, call) => {
        const tag = String(args.tag);
        observe(tag, 'started');
        const until = Date.now() + (typeof args.ms === 'number' ? args.ms : 60_000);
        while (Date.now() < until) {
          if (call.cancelled()) {
            observe(tag, 'cancelled');
            return { content: [text('cancelled')], isError: true };
          }
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
        observe(tag, 'finished');
        return { content: [text('finished')] };
      },
    },
  ];
}

/** The documentation vendor's tools (the 2026-07-28 fixture). */
export const vendorTools: FixtureTool[] = [
  {
    name: 'search_docs',
    description: 'Searches the vendor documentation.',
    inputSchema: { type: 'object', properties: { query: { type: 'string' } }, required: ['query'] },
    outputSchema: { type: 'object', properties: { hits: { type: 'array', items: { type: 'string' } } }, required: ['hits'] },
    run: async (args) => ({ content: [text(`2 pages about ${String(args.query)}`)], structuredContent: { hits: [`guide/${String(args.query)}`, 'reference/limits'] } }),
  },
  {
    name: 'get_page',
    description: 'A documentation page with its diagram and links.',
    inputSchema: { type: 'object', properties: { page: { type: 'string' } } },
    run: async () => ({
      content: [
        text('Rate limits apply per account.'),
        { type: 'image', data: PIXEL, mimeType: 'image/png' },
        { type: 'resource_link', uri: 'https://docs.vendor.example/limits', name: 'limits', description: 'The limits page' },
        { type: 'resource', resource: { uri: 'https://docs.vendor.example/limits.md', mimeType: 'text/markdown', text: '# Limits' } },
      ],
    }),
  },
];

/** The service catalogue's tools (the 2025-11-25 fixture), one with a name MCP does not allow. */
export const catalogueTools: FixtureTool[] = [
  {
    name: 'lookup_service',
    description: 'Finds a service in the catalogue.',
    inputSchema: { type: 'object', properties: { service: { type: 'string' } }, required: ['service'] },
    run: async (args) => ({ content: [text(`${String(args.service)}: owned by team-payments`)], structuredContent: { owner: 'team-payments' } }),
  },
  {
    name: 'list owners!',
    description: 'A tool whose name breaks the MCP tool-name rule.',
    inputSchema: { type: 'object', properties: {} },
    run: async () => ({ content: [text('owners')] }),
  },
];
