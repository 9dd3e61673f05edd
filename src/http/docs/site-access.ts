// Who the docs site (/docs) is open to, from AUTH_MODE and DOCS_SITE: everyone in public mode,
// people signed in with the organisation's identity provider in oauth mode, nobody in api-key mode
// (a browser cannot send a bearer key) unless DOCS_SITE=on opens it; DOCS_SITE=off closes it anywhere.
import { authMode } from '../middleware/auth';

/** `off`: no site (404). `public`: anyone who reaches the server. `sign-in`: a session from the OAuth sign-in. */
export type DocsSiteAccess = 'off' | 'public' | 'sign-in';

let warned: string | undefined;

/** The site's access for this deployment. An unrecognised DOCS_SITE fails closed (off) and is logged once. */
export function docsSiteAccess(env: Pick<Env, 'AUTH_MODE' | 'DOCS_SITE'>): DocsSiteAccess {
  const setting = (env.DOCS_SITE ?? '').trim().toLowerCase();
  if (setting !== '' && setting !== 'on' && setting !== 'off') {
    if (warned !== setting) {
      warned = setting;
      console.error(JSON.stringify({ level: 'error', event: 'config', message: `DOCS_SITE "${setting.slice(0, 40)}" is not on or off; the docs site is off` }));
    }
    return 'off';
  }
  if (setting === 'off') return 'off';
  const mode = authMode(env.AUTH_MODE);
  if (mode === 'oauth') return 'sign-in';
  if (mode === 'api-key') return setting === 'on' ? 'public' : 'off';
  return 'public';
}
