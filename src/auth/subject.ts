// A signed-in person's subject on this server: stable for as long as the identity provider keeps
// their `sub`, pseudonymous (a hash, so logs, rate-limit keys and stored grants never carry an
// email or the provider's own id), and free of `:` (token and storage keys use it as a separator).

/** `u_` and 32 hex digits of SHA-256 over the provider's issuer and the person's `sub`. */
export async function subjectOf(issuer: string, sub: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${issuer}\u0000${sub}`)));
  return `u_${[...digest.slice(0, 16)].map((b) => b.toString(16).padStart(2, '0')).join('')}`;
}
