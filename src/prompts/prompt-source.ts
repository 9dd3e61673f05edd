// The shape of a prompt file before parsing, shared by the worker bundle and the CLI.

/** A prompt file: its path (for file:line messages) and its text. */
export interface PromptSource {
  path: string;
  text: string;
}
