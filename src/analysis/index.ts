// Public API of the runtime-neutral analysis engines: pattern validation and ADR alignment.
export { CODE_LANGUAGE_ALIASES, CODE_LANGUAGES, detectLanguage, normalizeLanguage, type CodeLanguage } from './code/language';
export { stripCode } from './code/strip-code';
export { buildCodeModel } from './code/build-model';
export type { CodeModel, TypeDecl, MethodDecl, FieldDecl } from './code/model';
export { parsePatternRules, STRUCTURAL_CHECKS, type DeclaredRule, type RuleProblem, type StructuralCheck } from './patterns/rule-schema';
export { runStructuralCheck } from './patterns/structural-checks';
export { derivePatternRules, DETECTORS, type DerivedRule, type Detector } from './patterns/derive-rules';
export { codeSamples, patternNames, patternSlug, type PatternDocInput } from './patterns/pattern-doc';
export { normalizePatternName, resolvePatternName, type PatternCandidate, type PatternResolution } from './patterns/resolve-pattern';
export { validateAgainstPattern, type AppliedCheck, type PatternViolation, type ValidationResult } from './patterns/validate';
export { extractDecisionFrame, type DecisionFrame, type DecisionRule, type OptionRef, type AdrDocInput } from './adr/decision-frame';
export { buildAdrKnowledge, idfLookup, type AdrKnowledge } from './adr/knowledge';
export { analyzeProposal, type Proposal } from './adr/proposal';
export { judge, type Alignment, type Judgement } from './adr/judge';
export { lexiconWith, builtinLexicon } from './lexicon/builtin';
export { CompiledLexicon, tokenize, type OptionMention, type OptionRelation } from './lexicon/lexicon';
export { lexiconSchema, mergeLexicons, type LexiconData } from './lexicon/lexicon-schema';
export {
  checkAdrAlignment, type AdrRef, type AlignmentDeps, type AlignmentInput, type AlignmentResult, type Candidate,
  type CandidateRetriever, type RelatedAdr,
} from './adr/check-alignment';
export { adrModelJudge, adrJudgeRequest, MAX_MODEL_CANDIDATES } from './judge/adr-model-judge';
export { rulesJudge, type RulesLabel } from './judge/rules-judge';
export { bundledCalibration, calibrate, calibrationSchema, type Calibration } from './judge/calibration';
export { MODEL_BUDGET_MS, ModelCallError, requestKey, type ModelAccess, type ModelClient, type ModelReply, type ModelRequest } from './judge/model-call';
export type { Judge, JudgeCandidate, JudgeInput, JudgedBy, ModelCallReport, Verdict } from './judge/verdict';
export { appliedRuleTexts, judgePatternWithModel, patternJudgeRequest, type PatternJudgeInput, type PatternJudgement } from './judge/pattern-model-judge';
