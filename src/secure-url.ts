// Which URLs may carry credentials: https anywhere, plain http only to this machine (a provider or
// an upstream started beside the server, in development and tests). One rule for every URL that
// configuration names, and one list of the host names that mean "this machine".

/** Host names, as `URL.hostname` and a Host header spell them, that reach only this machine. */
const LOOPBACK_HOSTNAMES: ReadonlySet<string> = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** Whether `hostname` (no port; IPv6 in brackets) names this machine. */
export function isLoopbackHostname(hostname: string): boolean {
  return LOOPBACK_HOSTNAMES.has(hostname);
}

/** Whether `url` is https, or plain http on a loopback host. */
export function isHttpsOrLoopback(url: URL): boolean {
  if (url.protocol === 'https:') return true;
  return url.protocol === 'http:' && isLoopbackHostname(url.hostname);
}
