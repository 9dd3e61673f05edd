// Who can reach a server `arch-mcp serve` starts: loopback by default; another address only when
// asked with --host, and then never with AUTH_MODE=public unless --public says it is meant. An
// AUTH_MODE the worker does not know is refused here too, before anything starts.
import { isIP } from 'node:net';
import path from 'node:path';
import type { AuthMode } from '../src/auth/auth-mode';
import { requireAuthMode } from './public-access';
import { readDevVars } from './upstream-settings';
import { readWranglerVar } from './wrangler-vars';
import { UsageError } from './commands/types';

/** Whether `host` is reachable only from this machine: 127.0.0.0/8, ::1 or localhost. */
export function isLoopbackHost(host: string): boolean {
  if (host === 'localhost' || host === '::1') return true;
  return isIP(host) === 4 && host.startsWith('127.');
}

/** Checks a --host value: an IP address (v4 or v6) or localhost, which is what workerd binds. */
export function checkHost(host: string): string {
  if (host === 'localhost' || isIP(host) !== 0) return host;
  throw new UsageError(`--host must be an IP address to listen on, e.g. 127.0.0.1 or 0.0.0.0 (got "${host}")`);
}

/** Where a [vars] value comes from for one run, highest first, as wrangler dev applies them. */
export interface VarSources {
  /** `--var NAME:VALUE` given to serve. */
  vars: readonly string[];
  /** The project's .dev.vars, when it has one. */
  devVars?: string;
  /** The wrangler config's [vars]. */
  wranglerConfig: string;
}

/** The value `name` takes in the worker and where it is set: --var, then .dev.vars, then the config's [vars]. */
export function varSetting(name: string, sources: VarSources): { value: string; from: string } | undefined {
  const fromFlag = sources.vars.findLast((v) => v.startsWith(`${name}:`));
  if (fromFlag !== undefined) return { value: fromFlag.slice(name.length + 1), from: '--var' };
  const fromDevVars = readDevVars(sources.devVars)[name];
  if (fromDevVars !== undefined) return { value: fromDevVars, from: '.dev.vars' };
  const fromConfig = readWranglerVar(sources.wranglerConfig, name);
  return fromConfig === undefined ? undefined : { value: fromConfig, from: `[vars] of ${path.basename(sources.wranglerConfig)}` };
}

/** The value `name` takes in the worker: --var, then .dev.vars, then the config's [vars]. */
export function effectiveVar(name: string, sources: VarSources): string | undefined {
  return varSetting(name, sources)?.value;
}

/**
 * AUTH_MODE as the worker will read it. The worker answers every call 401 under a value it does
 * not know (it fails closed), so such a value is refused before the server starts.
 * @throws UsageError naming the value, where it is set and the values allowed
 */
export function checkAuthMode(sources: VarSources): AuthMode {
  const setting = varSetting('AUTH_MODE', sources);
  return setting ? requireAuthMode(setting.value, `from ${setting.from}`) : 'public';
}

export interface Exposure {
  host: string;
  loopback: boolean;
  /** Lines worth printing before the server starts (what a non-loopback bind still needs). */
  notes: string[];
}

/**
 * Decides whether serving on `host` is allowed, with the AUTH_MODE set (checkAuthMode). A
 * non-loopback address with AUTH_MODE=public hands every tool to anyone who can reach it, so it
 * needs `--public` to say so.
 * @throws UsageError naming the setting to change
 */
export function checkExposure(host: string, sources: VarSources, allowPublic: boolean): Exposure {
  const loopback = isLoopbackHost(checkHost(host));
  const authMode = checkAuthMode(sources);
  if (loopback) return { host, loopback, notes: [] };
  if (authMode === 'public' && !allowPublic) {
    throw new UsageError(
      `refusing to serve on ${host} with AUTH_MODE=public: anyone who reaches this address could call every tool. ` +
        'Require keys (--var AUTH_MODE:api-key, or AUTH_MODE=api-key in .dev.vars; then arch-mcp keys create) or sign-in (AUTH_MODE=oauth), ' +
        'or pass --public to serve it openly on purpose',
    );
  }
  const notes: string[] = [];
  if (authMode === 'public') notes.push(`arch-mcp: serving on ${host} with AUTH_MODE=public (--public): no key or sign-in is asked of anyone who reaches it`);
  if (!(effectiveVar('ALLOWED_HOSTS', sources) ?? '').trim()) {
    notes.push('arch-mcp: ALLOWED_HOSTS is empty, so only requests whose Host is a loopback name are answered; set it to the host name clients use (e.g. --var ALLOWED_HOSTS:arch.example.com)');
  }
  return { host, loopback, notes };
}
