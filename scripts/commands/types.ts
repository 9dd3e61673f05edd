// The shape of one `arch-mcp` subcommand.

export interface CliCommand {
  name: string;
  summary: string;
  /** Usage line plus option descriptions, printed by `arch-mcp NAME --help`. */
  usage: string;
  /** Runs the command; resolves with the exit code. Throw UsageError for bad arguments. */
  run(args: string[]): Promise<number>;
  /**
   * Exit code when the command fails with an error, for a check whose 1 already means a verdict
   * (check-refs --strict), so CI can tell "could not check" from "checked, and it fails".
   * @default 1
   */
  errorExitCode?: number;
}

/** Bad command-line arguments: exit code 2, message printed on one line. */
export class UsageError extends Error {
  override name = 'UsageError';
}
