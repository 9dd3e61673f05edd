// Shapes of what each bench section measures; the report turns them into target lines and JSON.

/** One search engine over one doc set, measured in Node. */
export interface EngineRow {
  engine: 'arch-mcp' | 'MiniSearch';
  docs: number;
  /** Why the engine was not (fully) measured; the other fields are then partial or zero. */
  skipped?: string;
  buildMs: number;
  /** Serialised size: index shards for ours, the JSON for MiniSearch. */
  bytes: number;
  shards: number;
  maxShardBytes: number;
  /** Median of repeated loads from the serialised form. */
  loadMs: number;
  /** JS heap + ArrayBuffers allocated by loading and the first query (serialised bytes excluded). */
  retainedBytes: number;
  p50Ms: number;
  p95Ms: number;
  queries: number;
  /** Where a query's time goes (ours only): mean ms per query in each phase, and the work per query. */
  phases?: SearchPhases;
  /** The same queries with and without for_path, interleaved in one run (ours only). */
  scoped?: ScopedSearchNumbers;
}

/** Search with a for_path scope against the same search without, on the same index in the same run. */
export interface ScopedSearchNumbers {
  /** Docs carrying an applies_to scope, and the distinct scopes among them. */
  scopedDocs: number;
  distinctScopes: number;
  /** Bytes the scope blocks add to the index (per-doc numbers, scope table, waivers, services). */
  scopeBytes: number;
  places: number;
  /** Interleaved rounds over every query. */
  rounds: number;
  /** p50 over queries of each query's fastest round: load on a shared machine only ever adds time. */
  p50BestMs: number;
  p50BestWithForPathMs: number;
  /** p50 and p95 over every timed call. */
  p50Ms: number;
  p50WithForPathMs: number;
  p95Ms: number;
  p95WithForPathMs: number;
  /** Mean matching docs a scoped query left out. */
  filteredOutPerQuery: number;
}

/** The search engine's own account of a query, averaged over traced passes of every query. */
export interface SearchPhases {
  /** Mean ms per query: parse (terms, typo corrections, opening postings), rank (count + top-k), pin, hits. */
  ms: Record<'parse' | 'rank' | 'pin' | 'hits', number>;
  /** Mean per query: postings read, docs holding an essential term, docs skipped by their bound, docs scored exactly. */
  postings: number;
  candidates: number;
  skipped: number;
  scored: number;
  corrections: number;
}

/** In-isolate (workerd) numbers from the bench worker. */
export interface IsolateIndexNumbers {
  label: string;
  docs: number;
  bytes: number;
  /** The first load in a fresh isolate, cold code included (timer resolution applies). */
  firstLoadMs: number;
  /** Mean of warm loads, timed as a batch. */
  loadMs: number;
  /** Per-query means (each timed as a batch), then the percentile across queries. */
  p50Ms: number;
  p95Ms: number;
  queries: number;
}

export interface IsolateToolNumbers {
  tool: string;
  /** Which build the tool ran over ('corpus', or the synthetic scale-up's label). */
  build: string;
  docs: number;
  cases: number;
  /** First call in the isolate, loading the analysis data from KV included. */
  firstCallMs: number;
  p50Ms: number;
  p95Ms: number;
  errors: number;
  sampleError?: string;
}

/** What one request of tools/call costs inside the isolate, piece by piece (means, ms). */
export interface RequestBreakdown {
  engineSearchMs: number;
  executeToolMs: number;
  /** src/mcp/tool-calls callTool with inert Durable Objects: executor + workflow step + stats + log line. */
  toolPipelineMs: number;
  serverConstructionMs: number;
  fullRequestNoDurableObjectsMs: number;
  /** A bare SDK Server + transport answering tools/call with a ready result: the SDK's own share. */
  sdkOnlyRequestMs: number;
  /** The same with a one-line text result: the SDK's fixed cost per request. */
  sdkTinyResultRequestMs: number;
  /** The SDK's CallToolResult shape check of the search result (it validates every tools/call result). */
  resultSchemaParseMs: number;
  resultJsonMs: number;
  /** Characters of the search result's JSON. */
  resultBytes: number;
  listToolsMs: number;
}

/** Sequential round trips from the worker to the Durable Objects a tools/call touches (means, ms). */
export interface DurableRoundTrips {
  rateLimiterTakeToolMs: number;
  /** WorkflowContext.record on an existing workflow (a session, or a returned workflow_id). */
  workflowRecordSameMs: number;
  /** WorkflowContext.record on a new workflow, as the first call of each session or workflow makes. */
  workflowRecordNewMs: number;
}

export interface IsolateResults {
  timerResolutionMs: number;
  timerAdvancesInSyncCode: boolean;
  indexes: IsolateIndexNumbers[];
  tools: IsolateToolNumbers[];
  /** Why the worker could not load the build's analysis data (tools were then timed on it unvalidated). */
  analysisError?: string;
  breakdown?: RequestBreakdown;
  durable?: DurableRoundTrips;
}

/** One bounded load run against one worker configuration. */
export interface ThroughputRun {
  name: string;
  description: string;
  concurrency: number;
  durationMs: number;
  requests: number;
  reqPerSec: number;
  p50Ms: number;
  p95Ms: number;
  /** Responses that were not HTTP 200. */
  httpErrors: number;
  /** 200 responses whose result is a tool error (isError) or a JSON-RPC error. */
  toolErrors: number;
  /** CPU the workerd process spent per request (ms), from /proc; absent when unreadable. */
  serverCpuMsPerRequest?: number;
  /** CPU this Node process (the load generator) spent per request (ms). */
  clientCpuMsPerRequest: number;
  /** First unexpected response body, for diagnosis. */
  sampleError?: string;
}

/** One line of the report: a measured value against a baseline and a target. */
export interface TargetLine {
  section: string;
  name: string;
  measured: string;
  baseline?: string;
  ratio?: string;
  target: string;
  /** undefined = informational (no target), or not measured. */
  met?: boolean;
  note?: string;
}
