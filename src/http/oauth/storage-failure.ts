// How a sign-in step that failed on its storage (OAUTH_KV) is logged: the error's name only, since
// the authorization library's messages may quote client input.

/** Logs a sign-in step whose storage failed under it. Never throws. */
export function logSignInStorageFailure(err: unknown): void {
  try {
    console.error(JSON.stringify({ level: 'error', event: 'oauth_storage_unavailable', error: err instanceof Error ? err.name : 'unknown' }));
  } catch {
    // Reporting must never turn one failure into two.
  }
}
