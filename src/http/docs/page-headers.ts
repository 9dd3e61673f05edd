// Headers of every docs-site page: no script or style but the site's own files, never framed, no
// referrer to other sites, and never kept by a shared cache when people sign in to see it.
import type { DocsSiteAccess } from './site-access';

const CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "style-src 'self'",
  "script-src 'self'",
  'img-src https:',
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join('; ');

/** Headers for an HTML page served to a site open to `access`. */
export function pageHeaders(access: DocsSiteAccess): Record<string, string> {
  return {
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': CONTENT_SECURITY_POLICY,
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'same-origin',
    // Pages change with each publish; behind a sign-in they are one person's.
    'cache-control': access === 'sign-in' ? 'private, no-store' : 'no-cache',
  };
}
