// Public API of the runtime-neutral docs model, shared by the build scripts and the worker.
export { parseDoc, type DocInput } from './parse-doc';
export { resolveCorpus, type ResolvedCorpus } from './graph';
export {
  parseConfig, ConfigError, DEFAULT_CONFIG, DEFAULT_INCLUDE, DEFAULT_EXCLUDE, DOC_EXTENSIONS,
  type DocsConfig, type KindRule,
} from './config';
export { LINT_RULES, IGNORABLE_RULES, applyIgnores, type LintRule } from './lint-rules';
export { selectFiles, isBlocked, kindFromConfig, compileGlobs } from './file-selection';
export { formatProblem, parseFrontMatter, type FrontMatter } from './front-matter';
export { normalizeStatus } from './adr-status';
export { docUri, stripDocExtension } from './paths';
export { slugify } from './sections';
export { readScopeFields, expiredWaiverProblems, describeScope, waiverEndsAt, canonicalService, SCOPE_KEYS } from './applies-to';
export { compileGlob, globMatches, GlobError, type ScopeGlob } from './scope-glob';
export { ScopeArgumentError, normaliseForPath, placeOf, type CallScope, type CallPlace, type WaiverView } from './scope-match';
export { canonicalLanguage, languageOfPath, KNOWN_LANGUAGES } from './languages';
export * from './types';
