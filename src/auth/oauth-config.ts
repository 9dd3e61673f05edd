// AUTH_MODE=oauth configuration: the organisation's OpenID provider and who may sign in, read from
// the worker's vars and secrets once per value and checked, so a missing or malformed setting is
// named (never echoed) on the first request rather than half-working.
import { isHttpsOrLoopback } from '../secure-url';
import { parseAllowPolicy } from './oidc-allowed';
import type { AllowPolicy } from './oidc-allowed';

/** The settings of the organisation's OpenID Connect provider. */
export interface OidcSettings {
  /** Issuer URL exactly as the provider's discovery document states it. */
  issuer: string;
  clientId: string;
  /** Never logged, never shown. */
  clientSecret: string;
  /** Scopes asked of the provider. @default "openid email profile" */
  scopes: string;
  policy: Exclude<AllowPolicy, { problem: string }>;
  /** Whether sign-in log lines may carry the person's email (OIDC_LOG_EMAIL=1). @default false */
  logEmail: boolean;
}

/** Settings, or every problem with them. */
export type OidcConfig = { ok: true; settings: OidcSettings } | { ok: false; problems: string[] };

let cached: { key: string; config: OidcConfig } | undefined;

function readConfig(env: Env): OidcConfig {
  const problems: string[] = [];
  const issuer = (env.OIDC_ISSUER ?? '').trim();
  let issuerUrl: URL | undefined;
  try {
    issuerUrl = new URL(issuer);
  } catch {
    problems.push(issuer ? 'OIDC_ISSUER is not a URL' : 'OIDC_ISSUER is not set (the issuer URL of your OpenID provider)');
  }
  if (issuerUrl && !isHttpsOrLoopback(issuerUrl)) problems.push('OIDC_ISSUER must be https (http only on a loopback host)');
  const clientId = (env.OIDC_CLIENT_ID ?? '').trim();
  if (!clientId) problems.push('OIDC_CLIENT_ID is not set (the client id the provider gave this server)');
  const clientSecret = env.OIDC_CLIENT_SECRET ?? '';
  if (!clientSecret) problems.push('OIDC_CLIENT_SECRET is not set (store it with `wrangler secret put OIDC_CLIENT_SECRET`)');
  const policy = parseAllowPolicy(env.OIDC_ALLOWED, env.OIDC_GROUPS_CLAIM);
  if ('problem' in policy) problems.push(policy.problem);
  if (problems.length > 0 || 'problem' in policy) return { ok: false, problems };
  const scopes = (env.OIDC_SCOPES ?? '').trim() || 'openid email profile';
  return {
    ok: true,
    settings: { issuer, clientId, clientSecret, scopes: scopes.includes('openid') ? scopes : `openid ${scopes}`, policy, logEmail: env.OIDC_LOG_EMAIL === '1' },
  };
}

/** The OIDC settings of this deployment, parsed once per distinct configuration. */
export function oidcConfig(env: Env): OidcConfig {
  const key = [env.OIDC_ISSUER, env.OIDC_CLIENT_ID, env.OIDC_CLIENT_SECRET, env.OIDC_ALLOWED, env.OIDC_GROUPS_CLAIM, env.OIDC_SCOPES, env.OIDC_LOG_EMAIL].join('\u0000');
  if (cached?.key !== key) cached = { key, config: readConfig(env) };
  return cached.config;
}
