// Derives checks for pattern docs that declare none, from what the doc itself says and shows.

import type { StructuralCheck } from './rule-schema.js';
import { codeSamples, type PatternDocInput, patternNames, sectionText } from './pattern-doc.js';

/** Detectors from the generic library that derived rules may use, beyond the declarable structural checks. */
export const DETECTORS = [
  'wraps-same-interface', 'adapts-other-type', 'composite-children', 'chain-successor', 'strategy-interchangeable',
  'factory-creates', 'builder-fluent', 'observer-notifies', 'flyweight-intrinsic-only', 'memento-encapsulated-copy',
  'prototype-returns-copy',
] as const;
export type Detector = (typeof DETECTORS)[number];

/** A rule derived from a doc: serialisable, so it can be computed at build time. */
export interface DerivedRule {
  id: string;
  description: string;
  severity: 'error' | 'warning';
  check?: StructuralCheck | Detector;
  /** For `key-identifiers`: at least one must appear in the code. */
  any_identifiers?: string[];
  /** What in the doc led to this rule. */
  evidence: string;
}

interface Template {
  id: string;
  /** Matched against the doc's own names (slug, title, shortTitle). */
  name?: RegExp;
  /** Matched against the whole doc text when the name says nothing. */
  text?: (text: string) => boolean;
  rules: Omit<DerivedRule, 'evidence'>[];
}

const TEMPLATES: Template[] = [
  { id: 'singleton', name: /\bsingleton\b/, rules: [
    { id: 'private-constructor', description: 'Only the class itself can create its instance (constructor not public).', severity: 'error', check: 'private-constructor' },
    { id: 'static-instance-accessor', description: 'A static accessor hands out the one shared instance.', severity: 'error', check: 'static-instance-accessor' },
  ] },
  { id: 'proxy', name: /\b(proxy|decorator|surrogate)\b/, rules: [
    { id: 'wraps-same-interface', description: 'The wrapper implements the same interface as the object it wraps and forwards calls to it.', severity: 'error', check: 'wraps-same-interface' },
  ] },
  { id: 'adapter', name: /\badapter\b/, rules: [
    { id: 'adapts-other-type', description: 'The adapter implements the interface clients expect and translates calls to a wrapped adaptee of another type.', severity: 'error', check: 'adapts-other-type' },
  ] },
  { id: 'composite', name: /\bcomposite\b/, text: (t) => /part-whole hierarch/.test(t), rules: [
    { id: 'composite-children', description: 'Composites share the component type with leaves, hold children of that type and forward operations to them.', severity: 'error', check: 'composite-children' },
  ] },
  { id: 'chain', name: /\bchain of responsibility\b|\bchain\b/, rules: [
    { id: 'chain-successor', description: 'Each handler holds the next handler and passes on requests it does not handle.', severity: 'error', check: 'chain-successor' },
  ] },
  { id: 'strategy', name: /\bstrategy\b/, rules: [
    { id: 'strategy-interchangeable', description: 'Behaviour sits behind one contract with interchangeable implementations that a context holds and calls.', severity: 'error', check: 'strategy-interchangeable' },
  ] },
  { id: 'factory', name: /\bfactory\b/, rules: [
    { id: 'factory-creates', description: 'A creation method returns the product abstraction and decides which concrete class to build.', severity: 'error', check: 'factory-creates' },
  ] },
  { id: 'builder', name: /\bbuilder\b/, rules: [
    { id: 'builder-fluent', description: 'Step methods return the builder and build() returns the finished product.', severity: 'error', check: 'builder-fluent' },
  ] },
  { id: 'observer', name: /\b(observer|publish.?subscribe|pub.?sub|listener)\b/, rules: [
    { id: 'observer-notifies', description: 'The subject keeps its observers, lets them subscribe and notifies each of them.', severity: 'error', check: 'observer-notifies' },
  ] },
  { id: 'flyweight', name: /\bflyweight\b/, text: (t) => /\bintrinsic\b/.test(t) && /\bextrinsic\b/.test(t), rules: [
    { id: 'flyweight-intrinsic-only', description: 'Shared flyweights hold only immutable intrinsic state; extrinsic state is passed in by clients.', severity: 'error', check: 'flyweight-intrinsic-only' },
  ] },
  { id: 'memento', name: /\b(memento|snapshot)\b/, text: (t) => /\boriginator\b/.test(t) && /\bcaretaker\b/.test(t), rules: [
    { id: 'memento-encapsulated-copy', description: 'The memento keeps a private copy of the originator\'s state, not public fields or live references.', severity: 'error', check: 'memento-encapsulated-copy' },
  ] },
  { id: 'prototype', name: /\b(prototype|clone)\b/, rules: [
    { id: 'prototype-returns-copy', description: 'clone/copy returns a new instance, never the prototype itself.', severity: 'error', check: 'prototype-returns-copy' },
  ] },
];

const STOP_IDENTIFIERS = new Set(['main', 'run', 'get', 'set', 'toString', 'equals', 'hashCode', 'info', 'log', 'print', 'println', 'printf', 'add', 'of', 'new', 'init', 'String', 'List']);

/**
 * Derives checks from a pattern doc without declared rules: structural detectors chosen by the names the
 * doc goes by (or, failing that, by the concepts its text explains), plus a warning-level check that the
 * code uses one of the method names the doc's own prose calls out in code spans.
 */
export function derivePatternRules(doc: PatternDocInput): DerivedRule[] {
  const names = patternNames(doc);
  const text = doc.body.toLowerCase();
  const own = names.primary.join(' | ').toLowerCase();
  const alias = names.aliases.join(' | ').toLowerCase();
  let chosen = TEMPLATES.filter((t) => t.name?.test(own)).map((t) => ({ t, why: `the doc is named "${names.primary[1] ?? names.primary[0]}"` }));
  // A Flyweight/Memento doc explains its defining concepts even when its names are unusual.
  for (const t of TEMPLATES) if (t.text?.(text) && !chosen.some((c) => c.t === t)) chosen.push({ t, why: 'the doc explains the concepts this check tests' });
  if (!chosen.length) chosen = TEMPLATES.filter((t) => t.name?.test(alias)).map((t) => ({ t, why: `the doc is also known as "${names.aliases.join(', ')}"` }));
  const rules: DerivedRule[] = chosen.flatMap(({ t, why }) => t.rules.map((r) => ({ ...r, evidence: why })));
  const identifiers = keyIdentifiers(doc);
  if (identifiers.length) {
    rules.push({
      id: 'key-identifiers',
      description: `The code uses at least one of the operations the doc names: ${identifiers.join(', ')}.`,
      severity: 'warning',
      any_identifiers: identifiers,
      evidence: 'code spans in the doc\'s prose',
    });
  }
  return rules;
}

/** Method-like names the doc's prose calls out in code spans (`clone()`) and its samples actually use. */
function keyIdentifiers(doc: PatternDocInput): string[] {
  const prose = doc.body.replace(/^(`{3,}|~{3,})[\s\S]*?^\1/gm, '');
  const intent = sectionText(doc.body, /intent|explanation|overview|description/i);
  const samples = codeSamples(doc.body).map((s) => s.code).join('\n');
  const counts = new Map<string, number>();
  const re = /`([a-zA-Z_]\w*)\(\)`/g;
  let m: RegExpExecArray | null;
  for (const source of [intent, prose]) {
    while ((m = re.exec(source))) {
      const name = m[1];
      if (STOP_IDENTIFIERS.has(name) || name.length < 3) continue;
      if (samples && !new RegExp(`\\b${name}\\s*\\(`).test(samples)) continue;
      counts.set(name, (counts.get(name) ?? 0) + 1);
    }
  }
  return [...counts.entries()].sort((a, b) => b[1] - a[1]).slice(0, 4).map(([n]) => n);
}
