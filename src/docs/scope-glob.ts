// Path globs of `applies_to`, waivers and the services map, matched in time bounded by path length × glob
// length. Run-time paths come from callers (`for_path`), so a backtracking regex engine is no option here: a
// glob like `*a*a*a*b` takes a regex engine minutes on a 1,000-character path.
//
// Syntax, as in arch-mcp.json: `**` (a whole segment: any number of folders), `*` (any run within one
// segment, dot files included), `?` (one character), `[abc]`, `[a-z]`, `[!a]` (one character of a set), `{a,b}`
// (alternatives, nesting allowed), `\x` (x literally). Negation (`!glob`) and extglobs (`@(…)`) are refused.

/** Longest glob accepted, in characters. */
const MAX_GLOB_CHARS = 256;
/** Most alternatives `{a,b}` may expand one glob into. */
const MAX_GLOB_ALTERNATIVES = 64;

/** A glob that cannot be used; `message` says why, for lint and config errors. */
export class GlobError extends Error {
  override name = 'GlobError';
}

type Atom = { kind: 'char'; code: number } | { kind: 'one' } | { kind: 'star' } | { kind: 'set'; negate: boolean; ranges: number[] };
type Segment = { kind: 'globstar' } | { kind: 'literal'; text: string } | { kind: 'wild'; atoms: Atom[] };

/** One brace-free alternative of a glob. */
interface Alternative {
  segments: Segment[];
  /** Leading literal segments (the folder every match lies in). */
  fixed: string[];
  /** The whole alternative is literal: it matches exactly one path. */
  literal: boolean;
}

/** A compiled glob: any of its alternatives matching is a match. */
export interface ScopeGlob {
  source: string;
  alternatives: Alternative[];
}

/**
 * Compiles a glob.
 * @throws GlobError naming what is wrong (too long, absolute, `..`, negation, extglob, unbalanced brackets).
 */
export function compileGlob(source: string): ScopeGlob {
  if (source.length === 0) throw new GlobError('is empty');
  if (source.length > MAX_GLOB_CHARS) throw new GlobError(`is longer than ${MAX_GLOB_CHARS} characters`);
  if (source.startsWith('!')) throw new GlobError('negated globs are not supported; list the paths that do apply');
  if (source.startsWith('/') || /^[A-Za-z]:/.test(source)) throw new GlobError('must be relative to the repository root (no leading / or drive letter)');
  if (/(?<!\\)(?:\\\\)*\\$/.test(source)) throw new GlobError('ends in a backslash with nothing to escape');
  if (/[?*+@!]\(/.test(source)) throw new GlobError('extglobs such as @(a|b) are not supported; use {a,b}');
  return { source, alternatives: expandBraces(source).map(compileAlternative) };
}

/** Whether `path` (repo-relative, `/`-separated, no `.` or `..` segments) matches the glob. */
export function globMatches(glob: ScopeGlob, path: string): boolean {
  const parts = path.split('/');
  return glob.alternatives.some((alt) => (alt.literal ? alt.fixed.join('/') === path : matchSegments(alt.segments, parts)));
}

/**
 * Whether some path could match both globs. Decided on the folders both are fixed to: a glob under
 * `services/billing` and one under `services/search` never meet; anything unsure counts as meeting.
 */
export function globsMayOverlap(a: ScopeGlob, b: ScopeGlob): boolean {
  for (const x of a.alternatives) {
    for (const y of b.alternatives) {
      if (x.literal && y.literal) {
        if (x.fixed.join('/') === y.fixed.join('/')) return true;
      } else if (x.literal) {
        if (matchSegments(y.segments, x.fixed)) return true;
      } else if (y.literal) {
        if (matchSegments(x.segments, y.fixed)) return true;
      } else if (isPrefix(x.fixed, y.fixed) || isPrefix(y.fixed, x.fixed)) {
        return true;
      }
    }
  }
  return false;
}

/**
 * Whether every path `inner` matches surely matches `outer` too: `outer` is a folder and everything under it
 * (`folder/**`) holding `inner`'s fixed folder, or `inner` is one path `outer` matches, or the two are the same.
 */
export function globWithin(inner: ScopeGlob, outer: ScopeGlob): boolean {
  if (inner.source === outer.source) return true;
  return inner.alternatives.every((x) =>
    outer.alternatives.some((y) => {
      if (x.literal) return y.literal ? x.fixed.join('/') === y.fixed.join('/') : matchSegments(y.segments, x.fixed);
      const folderAndBelow = y.segments.length === y.fixed.length + 1 && y.segments[y.fixed.length]!.kind === 'globstar';
      return folderAndBelow && isPrefix(y.fixed, x.fixed);
    }),
  );
}

function isPrefix(prefix: readonly string[], of: readonly string[]): boolean {
  if (prefix.length > of.length) return false;
  for (let i = 0; i < prefix.length; i++) if (prefix[i] !== of[i]) return false;
  return true;
}

/** `{a,b}` alternatives, expanded left to right (nesting allowed), at most MAX_GLOB_ALTERNATIVES. */
function expandBraces(glob: string): string[] {
  let open = -1;
  let depth = 0;
  const commas: number[] = [];
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i];
    if (c === '\\') {
      i++;
    } else if (c === '[') {
      const end = classEnd(glob, i);
      if (end < 0) throw new GlobError('has a [ without its ]');
      i = end;
    } else if (c === '{') {
      if (depth++ === 0) open = i;
    } else if (c === ',' && depth === 1) {
      commas.push(i);
    } else if (c === '}') {
      if (depth === 0) throw new GlobError('has a } without its {');
      if (--depth === 0) {
        const bounds = [open, ...commas, i];
        const before = glob.slice(0, open);
        const after = glob.slice(i + 1);
        const out: string[] = [];
        for (let k = 0; k + 1 < bounds.length; k++) {
          for (const tail of expandBraces(before + glob.slice(bounds[k]! + 1, bounds[k + 1]) + after)) {
            out.push(tail);
            if (out.length > MAX_GLOB_ALTERNATIVES) throw new GlobError(`expands into more than ${MAX_GLOB_ALTERNATIVES} alternatives`);
          }
        }
        return out;
      }
    }
  }
  if (depth > 0) throw new GlobError('has a { without its }');
  return [glob];
}

/** Index of the `]` closing the class opened at `start`, or -1. A `]` right after `[` or `[!` is literal. */
function classEnd(glob: string, start: number): number {
  let i = start + 1;
  if (glob[i] === '!' || glob[i] === '^') i++;
  if (glob[i] === ']') i++;
  for (; i < glob.length; i++) {
    if (glob[i] === '\\') i++;
    else if (glob[i] === ']') return i;
    else if (glob[i] === '/') return -1;
  }
  return -1;
}

function compileAlternative(glob: string): Alternative {
  const raw = splitSegments(glob);
  const segments: Segment[] = [];
  for (const text of raw) {
    if (text === '') throw new GlobError('has an empty folder name (// or a trailing /)');
    if (text === '.' || text === '..') throw new GlobError('must not contain . or .. folders');
    if (text === '**') {
      // `a/**/**/b` is `a/**/b`.
      if (segments.at(-1)?.kind !== 'globstar') segments.push({ kind: 'globstar' });
      continue;
    }
    const atoms = compileAtoms(text);
    segments.push(atoms.every((a) => a.kind === 'char') ? { kind: 'literal', text: String.fromCodePoint(...atoms.map((a) => (a as { code: number }).code)) } : { kind: 'wild', atoms });
  }
  const fixed: string[] = [];
  for (const s of segments) {
    if (s.kind !== 'literal') break;
    fixed.push(s.text);
  }
  return { segments, fixed, literal: fixed.length === segments.length };
}

/** Splits on `/` outside escapes. */
function splitSegments(glob: string): string[] {
  const out: string[] = [];
  let current = '';
  for (let i = 0; i < glob.length; i++) {
    if (glob[i] === '\\' && i + 1 < glob.length) {
      current += glob[i]! + glob[i + 1]!;
      i++;
    } else if (glob[i] === '/') {
      out.push(current);
      current = '';
    } else {
      current += glob[i];
    }
  }
  out.push(current);
  return out;
}

function compileAtoms(text: string): Atom[] {
  const chars = Array.from(text);
  const atoms: Atom[] = [];
  for (let i = 0; i < chars.length; i++) {
    const c = chars[i]!;
    if (c === '\\') {
      atoms.push({ kind: 'char', code: chars[++i]!.codePointAt(0)! });
    } else if (c === '*') {
      // `a**b` within a segment is `a*b`.
      if (atoms.at(-1)?.kind !== 'star') atoms.push({ kind: 'star' });
    } else if (c === '?') {
      atoms.push({ kind: 'one' });
    } else if (c === '[') {
      let j = i + 1;
      const negate = chars[j] === '!' || chars[j] === '^';
      if (negate) j++;
      const ranges: number[] = [];
      let first = true;
      for (; j < chars.length && (chars[j] !== ']' || first); j++, first = false) {
        let lo = chars[j]!;
        if (lo === '\\') lo = chars[++j]!;
        let hi = lo;
        if (chars[j + 1] === '-' && chars[j + 2] !== undefined && chars[j + 2] !== ']') {
          hi = chars[j + 2] === '\\' ? chars[j + 3]! : chars[j + 2]!;
          j += chars[j + 2] === '\\' ? 3 : 2;
        }
        const from = lo.codePointAt(0)!;
        const to = hi.codePointAt(0)!;
        if (to < from) throw new GlobError(`has a backwards range ${lo}-${hi}`);
        ranges.push(from, to);
      }
      if (j >= chars.length) throw new GlobError('has a [ without its ]');
      atoms.push({ kind: 'set', negate, ranges });
      i = j;
    } else {
      atoms.push({ kind: 'char', code: c.codePointAt(0)! });
    }
  }
  return atoms;
}

function atomMatches(atom: Atom, code: number): boolean {
  switch (atom.kind) {
    case 'char':
      return atom.code === code;
    case 'one':
      return true;
    case 'set': {
      let inSet = false;
      for (let k = 0; k < atom.ranges.length && !inSet; k += 2) inSet = code >= atom.ranges[k]! && code <= atom.ranges[k + 1]!;
      return inSet !== atom.negate;
    }
    case 'star':
      return false;
  }
}

/**
 * Wildcard matching with one resumable star (the latest), exact when every other atom takes exactly one unit:
 * at most units × atoms steps, never exponential. Used within a segment (characters, `*`) and over a path
 * (segments, `**`).
 */
function starMatch<A, U>(atoms: readonly A[], units: readonly U[], isStar: (atom: A) => boolean, takes: (atom: A, unit: U) => boolean): boolean {
  let a = 0;
  let u = 0;
  let starAtom = -1;
  let starUnit = 0;
  while (u < units.length) {
    const atom = atoms[a];
    if (atom !== undefined && isStar(atom)) {
      starAtom = a++;
      starUnit = u;
    } else if (atom !== undefined && takes(atom, units[u]!)) {
      a++;
      u++;
    } else if (starAtom >= 0) {
      a = starAtom + 1;
      u = ++starUnit;
    } else {
      return false;
    }
  }
  while (a < atoms.length && isStar(atoms[a]!)) a++;
  return a === atoms.length;
}

const isStarAtom = (atom: Atom) => atom.kind === 'star';
const isGlobstar = (segment: Segment) => segment.kind === 'globstar';

function segmentMatches(segment: Segment, part: string): boolean {
  if (segment.kind === 'literal') return segment.text === part;
  return segment.kind === 'wild' && starMatch(segment.atoms, Array.from(part, (c) => c.codePointAt(0)!), isStarAtom, atomMatches);
}

function matchSegments(segments: readonly Segment[], parts: readonly string[]): boolean {
  return starMatch(segments, parts, isGlobstar, segmentMatches);
}
