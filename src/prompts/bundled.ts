// The prompt files shipped with the worker. They are our files, not the docs folder's, so they are
// compiled into the worker as text modules and served whichever docs folder is published.
// Adding a prompt: put the file in resources/prompts/ and add one import and one entry here
// (test/worker/prompts/bundled-prompts.test.ts fails when a file is missing from this list).
import type { PromptSource } from './prompt-source';
import adrAlignmentReview from '../../resources/prompts/adr-alignment-review.md';
import architectureReview from '../../resources/prompts/architecture-review.md';
import draftAdr from '../../resources/prompts/draft-adr.md';
import guidedPatternValidation from '../../resources/prompts/guided-pattern-validation.md';

/** Every prompt file in resources/prompts, as text. */
export const BUNDLED_PROMPT_FILES: readonly PromptSource[] = [
  { path: 'resources/prompts/guided-pattern-validation.md', text: guidedPatternValidation },
  { path: 'resources/prompts/adr-alignment-review.md', text: adrAlignmentReview },
  { path: 'resources/prompts/architecture-review.md', text: architectureReview },
  { path: 'resources/prompts/draft-adr.md', text: draftAdr },
];
