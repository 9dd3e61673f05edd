// Runs regexes taken from docs in linear time (RE2), so a hostile pattern cannot stall the worker.

import { RE2JS } from 're2js';

export type SafeRegex = { ok: true; regex: RE2JS } | { ok: false; error: string };

const cache = new Map<string, SafeRegex>();

/** Compiles `source` with RE2 (multi-line mode); an unsupported or broken regex is an error value, not a throw. */
export function compileSafeRegex(source: string): SafeRegex {
  const hit = cache.get(source);
  if (hit) return hit;
  let result: SafeRegex;
  if (source.length > 1000) result = { ok: false, error: 'regex longer than 1000 characters' };
  else {
    try {
      result = { ok: true, regex: RE2JS.compile(source, RE2JS.MULTILINE) };
    } catch (err) {
      result = { ok: false, error: `invalid regex /${source}/: ${err instanceof Error ? err.message : String(err)}` };
    }
  }
  if (cache.size > 500) cache.clear();
  cache.set(source, result);
  return result;
}

/** Offset of the first match of `regex` in `text`, or -1. */
export function firstMatch(regex: RE2JS, text: string): number {
  const m = regex.matcher(text);
  return m.find() ? m.start() : -1;
}

/** Offsets of every match (at most `limit`). */
export function allMatches(regex: RE2JS, text: string, limit = 50): number[] {
  const m = regex.matcher(text);
  const out: number[] = [];
  while (out.length < limit && m.find()) {
    out.push(m.start());
    if (m.end() === m.start() && m.end() >= text.length) break;
  }
  return out;
}
