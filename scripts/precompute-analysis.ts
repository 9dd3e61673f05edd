// Build-time analysis data (ADR decisions, pattern rules) stored beside the index.
import type { AnalysisPrecompute } from '../src/bundle/build-bundle';

export const precomputeAnalysis: AnalysisPrecompute = () => ({});
