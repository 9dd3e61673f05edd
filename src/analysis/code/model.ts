// The outline the structural checks reason about: types, their fields, methods and bases, with lines.

import type { CodeLanguage } from './language.js';

export type Visibility = 'public' | 'private' | 'protected' | 'internal' | 'package';

export interface FieldDecl {
  name: string;
  /** Declared type as written (`List<Node>`, `*Client`), if the language shows one. */
  type?: string;
  visibility: Visibility;
  isStatic: boolean;
  /** final / readonly / const / val: the field cannot be reassigned. */
  isImmutable: boolean;
  /** Modifier words as written (volatile, transient, final, readonly, …). */
  modifiers?: string[];
  line: number;
}

export interface ParamDecl {
  name: string;
  type?: string;
}

export interface MethodDecl {
  name: string;
  visibility: Visibility;
  isStatic: boolean;
  isConstructor: boolean;
  isAbstract: boolean;
  isAsync: boolean;
  /** Modifier words and decorators as written (synchronized, final, override, virtual, sealed, @property, …). */
  modifiers?: string[];
  returnType?: string;
  params: ParamDecl[];
  line: number;
  /** Stripped body text (comments and strings blanked); empty for abstract/interface members. */
  body: string;
  /** Line of the first character of `body`. */
  bodyLine: number;
}

export interface TypeDecl {
  name: string;
  kind: 'class' | 'interface' | 'enum' | 'record' | 'struct';
  visibility: Visibility;
  isAbstract: boolean;
  /** final (Java), sealed (C#), @final (Python); Go structs count as final since they cannot be extended. */
  isFinal: boolean;
  /** Names of extended classes and implemented interfaces, generics stripped. */
  bases: string[];
  fields: FieldDecl[];
  methods: MethodDecl[];
  line: number;
}

/** Everything the checks need about one snippet. */
export interface CodeModel {
  language: CodeLanguage;
  /** The snippet with comments and strings blanked. */
  stripped: string;
  types: TypeDecl[];
  /** Free functions (Go, Python, JS module level). */
  functions: MethodDecl[];
  lineOf(offset: number): number;
  /** The stripped text of 1-based line `n`, or '' past either end. */
  lineText(n: number): string;
}

/** Strips generics, pointers, arrays and package qualifiers: `java.util.List<Node>` → `List`. */
export function baseTypeName(type: string | undefined): string {
  if (!type) return '';
  const t = type.replace(/<[^]*$/, '').replace(/\[.*$/, '').replace(/^[*&\s]+/, '').replace(/\?$/, '').trim();
  const parts = t.split('.');
  return parts[parts.length - 1];
}

/** Type arguments of a generic or element type of an array/slice: `Map<String, Tree>` → [String, Tree]. */
export function typeArguments(type: string | undefined): string[] {
  if (!type) return [];
  const out: string[] = [];
  const generic = /<(.*)>/.exec(type);
  if (generic) out.push(...generic[1].split(',').map((s) => baseTypeName(s.trim())));
  const slice = /^\s*(?:\[\]|\*?\[\d*\])\s*\*?(\w+)/.exec(type) ?? /^(\w+)\s*\[\]/.exec(type);
  if (slice) out.push(slice[1]);
  const mapGo = /^\s*map\[\s*\*?(\w+)\s*\]\s*\*?(\w+)/.exec(type);
  if (mapGo) out.push(mapGo[1], mapGo[2]);
  const pyGeneric = /\[(.*)\]/.exec(type);
  if (!generic && !slice && !mapGo && pyGeneric) out.push(...pyGeneric[1].split(',').map((s) => baseTypeName(s.trim())));
  return out.filter(Boolean);
}

/** Collection-like declared types: lists, sets, maps, arrays, slices. */
export function isCollectionType(type: string | undefined): boolean {
  if (!type) return false;
  return /\b(List|ArrayList|LinkedList|Set|HashSet|Collection|Iterable|Map|HashMap|Dictionary|IList|IEnumerable|ICollection|Array|ReadonlyArray|Deque|Queue|list|set|dict|Sequence)\b|\[\]|^\s*map\[/.test(type);
}
