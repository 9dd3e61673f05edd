// Front matter `applies_to` (where a document applies) and `waivers` (exceptions granted on an ADR): read,
// checked and reported with file:line. A bad entry is dropped with a problem; the document is always kept.
import { canonicalLanguage, KNOWN_LANGUAGES } from './languages';
import { compileGlob, GlobError } from './scope-glob';
import type { DocKind, DocProblem, DocScope, DocWaiver } from './types';

/** The keys a scope may have, in applies_to and in each waiver. */
export const SCOPE_KEYS = ['paths', 'services', 'languages'] as const;
/** The keys of a waiver besides its scope. */
const WAIVER_FIELDS = ['approved_by', 'expires', 'reason'] as const;
/** Most entries one scope key may list. */
export const MAX_SCOPE_ENTRIES = 50;
/** Most waivers one ADR may carry. */
const MAX_WAIVERS = 20;
/** Longest `approved_by` and `reason`, in characters. */
const MAX_APPROVED_BY_CHARS = 200;
const MAX_REASON_CHARS = 1000;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A service name as scopes compare it: trimmed, lower case. */
export function canonicalService(name: string): string {
  return name.trim().toLowerCase();
}

/**
 * When a waiver's `expires` day begins, in ms since the epoch (UTC), or NaN for anything that is not a real
 * calendar date. A waiver is in force strictly before this instant and expired from it on.
 */
export function waiverEndsAt(expires: string): number {
  const m = DATE.exec(expires);
  if (!m) return NaN;
  const at = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  // Date.UTC rolls 2025-02-30 over into March; a date that does not round-trip is not a date.
  return new Date(at).toISOString().slice(0, 10) === expires ? at : NaN;
}

export interface ScopeFieldsInput {
  path: string;
  kind: DocKind;
  /** Front matter as parsed (unknown keys kept raw). */
  frontMatter: Record<string, unknown>;
  keyLines: Record<string, number>;
  /** Service names the config's `services` map knows; undefined when it has none (any name is accepted). */
  knownServices?: ReadonlySet<string>;
}

export interface ScopeFields {
  appliesTo?: DocScope;
  waivers?: (DocWaiver & { line: number })[];
  problems: DocProblem[];
}

/** Reads `applies_to` and `waivers` from a document's front matter. */
export function readScopeFields(input: ScopeFieldsInput): ScopeFields {
  const problems: DocProblem[] = [];
  // The entry's own line, else its nearest recorded parent's (`waivers[0].expires` → `waivers[0]` → `waivers`).
  const lineOf = (name: string): number => {
    for (let key = name; ; ) {
      if (input.keyLines[key] !== undefined) return input.keyLines[key]!;
      const parent = key.replace(/(?:\.[^.[\]]*|\[\d+\])$/, '');
      if (parent === key || !parent) return 2;
      key = parent;
    }
  };
  const report = (code: 'applies-to' | 'waiver', name: string, message: string) =>
    problems.push({ path: input.path, line: lineOf(name), severity: 'warning', code, message });
  const out: ScopeFields = { problems };

  const rawScope = input.frontMatter.applies_to;
  if (rawScope !== undefined && rawScope !== null) {
    const scope = readScope(rawScope, 'applies_to', new Set(), input.knownServices, (name, message) => report('applies-to', name, message));
    if (scope && Object.keys(scope).length === 0) {
      report('applies-to', 'applies_to', 'front matter field "applies_to" lists no valid paths, services or languages, so the document applies everywhere');
    } else if (scope) {
      out.appliesTo = scope;
    }
  }

  const rawWaivers = input.frontMatter.waivers;
  if (rawWaivers !== undefined && rawWaivers !== null) {
    const fail = (name: string, message: string) => report('waiver', name, message);
    if (input.kind !== 'adr') {
      fail('waivers', `front matter field "waivers" only relaxes ADRs; this document is a ${input.kind}, so its waivers are ignored`);
    } else if (!Array.isArray(rawWaivers)) {
      fail('waivers', 'front matter field "waivers" must be a list of { paths|services|languages, approved_by, expires, reason }');
    } else {
      if (rawWaivers.length > MAX_WAIVERS) fail('waivers', `front matter field "waivers" lists ${rawWaivers.length} waivers; at most ${MAX_WAIVERS} are read`);
      const waivers = rawWaivers.slice(0, MAX_WAIVERS).flatMap((raw, i) => {
        const waiver = readWaiver(raw, `waivers[${i}]`, input.knownServices, fail);
        return waiver ? [{ ...waiver, line: lineOf(`waivers[${i}]`) }] : [];
      });
      if (waivers.length) out.waivers = waivers;
    }
  }
  return out;
}

type Report = (name: string, message: string) => void;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);
}

/**
 * One scope (applies_to, or a waiver's own keys). `extra` names keys that belong to the enclosing object (a
 * waiver's approved_by…) and are not unknown. Returns undefined when the value is not a map at all.
 */
function readScope(raw: unknown, where: string, extra: ReadonlySet<string>, knownServices: ReadonlySet<string> | undefined, report: Report): DocScope | undefined {
  if (!isPlainObject(raw)) {
    report(where, `front matter field "${where}" must be a map of paths, services and languages`);
    return undefined;
  }
  const scope: DocScope = {};
  for (const [key, value] of Object.entries(raw)) {
    const name = `${where}.${key}`;
    if (extra.has(key)) continue;
    if (!(SCOPE_KEYS as readonly string[]).includes(key)) {
      report(name, `front matter field "${where}" has an unknown key "${key}"; it takes ${[...SCOPE_KEYS, ...extra].join(', ')}`);
      continue;
    }
    const list = stringList(value);
    if (!list) {
      report(name, `front matter field "${name}" must be a string or a list of strings`);
      continue;
    }
    if (list.length > MAX_SCOPE_ENTRIES) report(name, `front matter field "${name}" lists ${list.length} entries; at most ${MAX_SCOPE_ENTRIES} are read`);
    const kept: string[] = [];
    list.slice(0, MAX_SCOPE_ENTRIES).forEach((entry, i) => {
      const at = `${name}[${i}]`;
      if (key === 'paths') {
        try {
          compileGlob(entry);
          kept.push(entry);
        } catch (err) {
          if (!(err instanceof GlobError)) throw err;
          report(at, `front matter field "${name}": glob "${entry}" ${err.message}`);
        }
      } else if (key === 'services') {
        const service = canonicalService(entry);
        if (!service) return report(at, `front matter field "${name}" has an empty service name`);
        if (knownServices && !knownServices.has(service)) {
          report(at, `front matter field "${name}" names service "${service}", which the "services" map in arch-mcp.json does not list (known: ${[...knownServices].sort().join(', ') || 'none'})`);
        }
        kept.push(service);
      } else {
        const language = canonicalLanguage(entry);
        if (!language) return report(at, `front matter field "${name}" has an empty language name`);
        if (!KNOWN_LANGUAGES.has(language)) {
          report(at, `front matter field "${name}" names language "${entry}", which no file extension maps to, so it never matches a path`);
        }
        kept.push(language);
      }
    });
    const unique = [...new Set(kept)].sort();
    if (unique.length) scope[key as (typeof SCOPE_KEYS)[number]] = unique;
  }
  return scope;
}

function stringList(value: unknown): string[] | undefined {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value) && value.every((v) => typeof v === 'string' || typeof v === 'number')) return value.map(String);
  return undefined;
}

const WAIVER_EXTRA: ReadonlySet<string> = new Set(WAIVER_FIELDS);

function readWaiver(raw: unknown, where: string, knownServices: ReadonlySet<string> | undefined, report: Report): DocWaiver | undefined {
  if (!isPlainObject(raw)) {
    report(where, `front matter field "${where}" must be a map of paths|services|languages, approved_by, expires and reason`);
    return undefined;
  }
  const scope = readScope(raw, where, WAIVER_EXTRA, knownServices, report)!;
  let ok = true;
  const drop = (name: string, message: string) => {
    report(name, `${message}; the waiver is ignored`);
    ok = false;
  };
  if (Object.keys(scope).length === 0) drop(where, `front matter field "${where}" names no paths, services or languages it covers`);
  const text = (key: 'approved_by' | 'reason', max: number): string => {
    const value = raw[key];
    const name = `${where}.${key}`;
    if (typeof value !== 'string' || !value.trim()) {
      drop(value === undefined ? where : name, `front matter field "${name}" is missing; a waiver needs approved_by, expires and reason`);
      return '';
    }
    if (value.trim().length > max) drop(name, `front matter field "${name}" is longer than ${max} characters`);
    return value.trim();
  };
  const approvedBy = text('approved_by', MAX_APPROVED_BY_CHARS);
  const reason = text('reason', MAX_REASON_CHARS);
  const rawExpires = raw.expires;
  const expires = rawExpires instanceof Date ? rawExpires.toISOString().slice(0, 10) : typeof rawExpires === 'string' ? rawExpires.trim() : undefined;
  if (expires === undefined) {
    drop(rawExpires === undefined ? where : `${where}.expires`, `front matter field "${where}.expires" ${rawExpires === undefined ? 'is missing' : 'must be a date'}; a waiver needs an end date (YYYY-MM-DD)`);
  } else if (Number.isNaN(waiverEndsAt(expires))) {
    drop(`${where}.expires`, `front matter field "${where}.expires" is "${expires}", not a date written YYYY-MM-DD`);
  }
  return ok ? { scope, approved_by: approvedBy, expires: expires!, reason } : undefined;
}

/**
 * Waivers past their end at `now` (lint's clock), one `expired-waiver` problem each. Tools judge expiry by
 * the call's own clock; this is what lint reports so the docs get renewed or cleaned up.
 */
export function expiredWaiverProblems(path: string, waivers: readonly (DocWaiver & { line: number })[], now: number): DocProblem[] {
  return waivers
    .filter((w) => now >= waiverEndsAt(w.expires))
    .map((w) => ({
      path,
      line: w.line,
      severity: 'warning' as const,
      code: 'expired-waiver',
      message: `waiver for ${describeScope(w.scope)} (approved by ${w.approved_by}) expired on ${w.expires}; renew it with a later expires, or remove it`,
    }));
}

/** `paths services/legacy/**; services legacy` — a scope in one line, for messages. */
export function describeScope(scope: DocScope): string {
  return SCOPE_KEYS.flatMap((key) => (scope[key]?.length ? [`${key} ${scope[key]!.join(', ')}`] : [])).join('; ');
}
