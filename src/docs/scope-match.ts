// Where a call is being made (its `for_path`, `service`, language) and whether a scope applies there or a
// waiver covers it. A document is left out only when its scope surely excludes the place; a waiver rides
// along only when it surely covers it.
import { canonicalService, waiverEndsAt } from './applies-to';
import { canonicalLanguage, languageOfPath } from './languages';
import { compileGlob, globMatches, globsMayOverlap, globWithin, type ScopeGlob } from './scope-glob';
import type { DocScope, DocWaiver } from './types';

/** Longest `for_path` accepted, in characters. */
export const MAX_FOR_PATH_CHARS = 1000;

/** A `for_path` or `service` a call cannot be scoped by; `field` names the argument. */
export class ScopeArgumentError extends Error {
  override name = 'ScopeArgumentError';
  constructor(
    readonly field: 'for_path' | 'service' | 'language',
    message: string,
  ) {
    super(message);
  }
}

/** The services map of a build: service name → the globs of its paths (empty when the map does not list it). */
export type ServiceMap = ReadonlyMap<string, readonly ScopeGlob[]>;

/** What a call says about where it is made, as arguments. */
export interface CallScope {
  forPath?: string;
  service?: string;
  /** A language the call names itself (validate_against_pattern's `language`). */
  language?: string;
}

/** Where a call is made, resolved against the services map. Undefined fields cannot be told from the call. */
export interface CallPlace {
  path?: string;
  services?: ReadonlySet<string>;
  languages?: ReadonlySet<string>;
  /** The paths of the one service named, when no path was given. */
  serviceGlobs?: readonly ScopeGlob[];
}

/**
 * A `for_path` as scopes compare it: `/`-separated, relative, without `./`.
 * @throws ScopeArgumentError for absolute paths, `..`, empty folder names or over MAX_FOR_PATH_CHARS.
 */
export function normaliseForPath(raw: string): string {
  const path = raw.trim().replace(/\\/g, '/').replace(/^(?:\.\/)+/, '');
  const fail = (why: string) => new ScopeArgumentError('for_path', `for_path ${why}; give the path of the file being worked on relative to the repository root, e.g. "services/billing/src/Invoice.java"`);
  if (!path) throw fail('is empty');
  if (path.length > MAX_FOR_PATH_CHARS) throw fail(`is longer than ${MAX_FOR_PATH_CHARS} characters`);
  if (path.startsWith('/') || /^[A-Za-z]:/.test(path)) throw fail('must be relative, not absolute');
  const parts = path.replace(/\/$/, '').split('/');
  if (parts.some((p) => p === '..' || p === '.')) throw fail('must not contain . or .. folders');
  if (parts.some((p) => p === '')) throw fail('must not contain empty folder names');
  return parts.join('/');
}

/**
 * Resolves a call's arguments. With a services map, a path tells which services the call is in (possibly
 * none); a named service adds itself.
 * @throws ScopeArgumentError for a bad for_path or a service the build does not know.
 */
export function placeOf(call: CallScope, services: ServiceMap): CallPlace {
  const place: CallPlace = {};
  const named = call.service !== undefined ? canonicalService(call.service) : undefined;
  if (named !== undefined && !services.has(named)) {
    const known = [...services.keys()];
    throw new ScopeArgumentError('service', known.length
      ? `service "${call.service}" is not one this knowledge base names; known services: ${known.join(', ')}`
      : `service "${call.service}" cannot scope anything: no document or services map names a service; leave service out`);
  }
  if (call.forPath !== undefined) {
    place.path = normaliseForPath(call.forPath);
    const mapped = [...services].filter(([, globs]) => globs.some((g) => globMatches(g, place.path!))).map(([name]) => name);
    const mapKnown = [...services.values()].some((globs) => globs.length > 0);
    if (mapKnown || named !== undefined) place.services = new Set([...mapped, ...(named !== undefined ? [named] : [])]);
  } else if (named !== undefined) {
    place.services = new Set([named]);
    const globs = services.get(named)!;
    if (globs.length) place.serviceGlobs = globs;
  }
  const languages = new Set<string>();
  if (call.language?.trim()) languages.add(canonicalLanguage(call.language));
  const fromPath = place.path ? languageOfPath(place.path) : undefined;
  if (fromPath) languages.add(fromPath);
  if (languages.size) place.languages = languages;
  return place;
}

/** True when the call says anything about where it is made, so scopes can be applied. */
export function isPlaced(place: CallPlace): boolean {
  return place.path !== undefined || place.services !== undefined || place.languages !== undefined;
}

type Verdict = 'yes' | 'no' | 'unknown';

function setVerdict(wanted: readonly string[] | undefined, have: ReadonlySet<string> | undefined): Verdict | undefined {
  if (!wanted) return undefined;
  if (!have) return 'unknown';
  return wanted.some((w) => have.has(w)) ? 'yes' : 'no';
}

/** A scope with its globs compiled once. */
export class CompiledScope {
  private readonly globs: ScopeGlob[] | undefined;

  constructor(readonly scope: DocScope) {
    this.globs = scope.paths?.map(compileGlob);
  }

  /** Whether the document may apply at `place`: no key of its scope surely excludes it. */
  appliesAt(place: CallPlace): boolean {
    return this.pathVerdict(place, false) !== 'no'
      && setVerdict(this.scope.services, place.services) !== 'no'
      && setVerdict(this.scope.languages, place.languages) !== 'no';
  }

  /** Whether every key of the scope surely holds at `place` (a scope with no keys covers nothing). */
  covers(place: CallPlace): boolean {
    const verdicts = [this.pathVerdict(place, true), setVerdict(this.scope.services, place.services), setVerdict(this.scope.languages, place.languages)].filter((v) => v !== undefined);
    return verdicts.length > 0 && verdicts.every((v) => v === 'yes');
  }

  /**
   * Paths decide on a path; for a service named alone, on the service's paths: applying needs them to
   * possibly meet the scope's globs, covering needs them to lie within.
   */
  private pathVerdict(place: CallPlace, covering: boolean): Verdict | undefined {
    const globs = this.globs;
    if (!globs) return undefined;
    if (place.path !== undefined) return globs.some((g) => globMatches(g, place.path!)) ? 'yes' : 'no';
    if (!place.serviceGlobs) return 'unknown';
    if (covering) return place.serviceGlobs.every((s) => globs.some((g) => globWithin(s, g))) ? 'yes' : 'unknown';
    return place.serviceGlobs.some((s) => globs.some((g) => globsMayOverlap(s, g))) ? 'unknown' : 'no';
  }
}

/** A waiver as answers carry it. */
export interface WaiverView {
  approved_by: string;
  expires: string;
  reason: string;
  /** True when the call's clock is past the waiver's end: it is reported, not applied. */
  expired: boolean;
}

/**
 * The waiver an answer carries for a place, among those covering it: one in force (the latest to end), else
 * the expired one that ended last. `now` is the call's clock, in ms.
 */
export function pickWaiver(waivers: readonly { waiver: DocWaiver; scope: CompiledScope }[], place: CallPlace, now: number): WaiverView | undefined {
  let best: WaiverView | undefined;
  let bestEnd = -Infinity;
  for (const { waiver, scope } of waivers) {
    if (!scope.covers(place)) continue;
    const end = waiverEndsAt(waiver.expires);
    const expired = !(now < end);
    const better = !best || (best.expired && !expired) || (best.expired === expired && end > bestEnd);
    if (better) {
      best = { approved_by: waiver.approved_by, expires: waiver.expires, reason: waiver.reason, expired };
      bestEnd = end;
    }
  }
  return best;
}
