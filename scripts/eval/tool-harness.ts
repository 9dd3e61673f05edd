// Runs tools in Node exactly as the worker does — same handlers, same executor, same bundle
// data — over a docs folder built in memory, so evaluations measure the real tools.
import { analysisDataSchema } from '../../src/analysis/precompute';
import type { AnalysisData } from '../../src/analysis/precompute';
import { buildBundle } from '../../src/bundle/build-bundle';
import type { BuiltBundle } from '../../src/bundle/build-bundle';
import { openBundle } from '../../src/storage/bundle-loader';
import type { LoadedBundle } from '../../src/storage/bundle-loader';
import type { DocumentStore } from '../../src/storage/document-store';
import { executeTool } from '../../src/tools/executor';
import type { AnyToolDefinition, ToolCallResult, ToolContext } from '../../src/tools/types';
import { readDocsFolder } from '../read-docs-folder';

export interface ToolHarness {
  built: BuiltBundle;
  bundle: LoadedBundle;
  /** Calls a tool; resolves with its full result (structuredContent, isError, _meta). `model` judges with a model client. */
  call(tool: AnyToolDefinition, args: Record<string, unknown>, model?: ToolContext['model']): Promise<ToolCallResult>;
}

/** Builds `docsDir` and returns a harness over it. */
export async function toolHarness(docsDir: string): Promise<ToolHarness> {
  const folder = readDocsFolder(docsDir);
  const built = await buildBundle(folder.files, { config: folder.config, name: folder.name, builtAt: new Date().toISOString() });
  const decoder = new TextDecoder();
  const texts = built.manifest.docs.map((d) => decoder.decode(built.documents.get(d.sha256)));
  // Round-trip the analysis data through JSON and its schema, exactly as the worker reads it from KV.
  const analysis = analysisDataSchema.parse(JSON.parse(JSON.stringify(built.analysis))) as unknown as AnalysisData;
  const buckets = JSON.parse(JSON.stringify(built.analysisBuckets)) as typeof built.analysisBuckets;
  const patternBuckets = JSON.parse(JSON.stringify(built.patternBuckets)) as typeof built.patternBuckets;
  const bundle = openBundle(built.manifest, built.indexShards, { analysis: async () => analysis, frameBucket: async (n) => buckets[n], patternBucket: async (n) => patternBuckets[n], texts: async () => texts });
  const documents: DocumentStore = { readText: async (sha) => (built.documents.has(sha) ? decoder.decode(built.documents.get(sha)) : undefined) };
  const call = (tool: AnyToolDefinition, args: Record<string, unknown>, model?: ToolContext['model']): Promise<ToolCallResult> =>
    executeTool(tool, args, {
      bundle,
      documents,
      callTool: () => Promise.reject(new Error('tool chains are not evaluated here')),
      ...(model ? { model } : {}),
      // Every case is judged afresh: the result cache would hide a judge's work behind an earlier answer.
    }, { cacheTtlSeconds: 0 });
  return { built, bundle, call };
}
