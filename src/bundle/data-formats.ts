// The formats of a build's data that a worker must read to serve it, recorded in its manifest so a
// rollback can tell whether the deployed worker reads an earlier build.
import { ADR_KNOWLEDGE_VERSION } from '../analysis/adr/knowledge';
import { ANALYSIS_DATA_VERSION } from '../analysis/precompute';
import type { DataFormats } from '../docs/bundle';
import { INDEX_FORMAT_VERSION } from '../search';

/** The formats this version builds and reads. */
export const DATA_FORMATS: DataFormats = { index: INDEX_FORMAT_VERSION, analysis: ANALYSIS_DATA_VERSION, adrKnowledge: ADR_KNOWLEDGE_VERSION };

/** The first format in which `a` differs from `b`, named, or undefined when they agree. */
export function formatDifference(a: DataFormats, b: DataFormats): { name: keyof DataFormats; was: number; is: number } | undefined {
  for (const name of Object.keys(b) as (keyof DataFormats)[]) if (a[name] !== b[name]) return { name, was: a[name], is: b[name] };
  return undefined;
}
