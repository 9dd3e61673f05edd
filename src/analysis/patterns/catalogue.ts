// The pattern catalogue (catalogue/*.json beside this file): for each documented pattern, the
// invariants its code must keep, which check tests each, why the pattern needs it and how to fix a
// breach. At build time each invariant is tied to the sentence of the organisation's own pattern doc
// that states it, so a violation quotes the doc.
import { z } from 'zod';
import core from './catalogue/core.json';
import behaviour from './catalogue/behaviour.json';
import structure from './catalogue/structure.json';
import architecture from './catalogue/architecture.json';
import { INVARIANT_CHECKS } from './invariants/registry.js';
import { normalizePatternName } from './resolve-pattern.js';
import { sentences, stem } from '../text/terms.js';

const invariantSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
    check: z.string().refine((name) => Object.hasOwn(INVARIANT_CHECKS, name), { message: 'must name a registered invariant check' }),
    rule: z.string().min(1),
    why: z.string().min(1),
    fix: z.string().min(1),
    params: z.record(z.string(), z.unknown()).optional(),
    /** Words the doc uses where it states this invariant; they find the sentence to quote. */
    doc_terms: z.array(z.string()).default([]),
    severity: z.enum(['error', 'warning']).default('error'),
  })
  .strict();

const entrySchema = z
  .object({
    names: z.array(z.string().min(1)).min(1),
    participants: z.string().min(1),
    invariants: z.array(invariantSchema).min(1),
  })
  .strict();

const catalogueSchema = z.object({ version: z.literal(1), patterns: z.array(entrySchema) }).strict();

export type CatalogueInvariant = z.infer<typeof invariantSchema>;
export type CatalogueEntry = z.infer<typeof entrySchema>;

/** An invariant as a pattern entry stores it: the catalogue's text plus where the doc says it. */
export interface PatternInvariant {
  id: string;
  check: string;
  rule: string;
  why: string;
  fix: string;
  severity: 'error' | 'warning';
  params?: Record<string, unknown>;
  /** The doc's own sentence stating the invariant, and the heading it sits under. */
  quote?: string;
  section?: string;
  source: 'catalogue' | 'derived';
}

let catalogue: { entries: CatalogueEntry[]; byName: Map<string, CatalogueEntry> } | undefined;

function load() {
  if (!catalogue) {
    const entries = [core, behaviour, structure, architecture].flatMap((file) => catalogueSchema.parse(file).patterns);
    const byName = new Map<string, CatalogueEntry>();
    for (const e of entries) for (const n of e.names) byName.set(normalizePatternName(n), e);
    catalogue = { entries, byName };
  }
  return catalogue;
}

/** The catalogue entry for a pattern doc known by any of `names` (slug, title, aliases). */
export function catalogueEntryFor(names: readonly string[]): CatalogueEntry | undefined {
  const { byName } = load();
  for (const n of names) {
    const hit = byName.get(normalizePatternName(n));
    if (hit) return hit;
  }
  return undefined;
}

/** Every catalogue entry (for listing and tests). */
export function catalogueEntries(): readonly CatalogueEntry[] {
  return load().entries;
}

const HEADING = /^(#{1,6})\s+(.*)$/;
const FENCE = /^(`{3,}|~{3,})[\s\S]*?^\1[^\n]*$/gm;

/**
 * The doc's sentence that states an invariant: the one sharing most of `terms` (two at least),
 * preferring the explanation and intent over examples. Code blocks are never quoted.
 */
export function quoteFromDoc(body: string, terms: readonly string[]): { quote: string; section?: string } | undefined {
  const wanted = terms.map((t) => t.toLowerCase().split(/\s+/).map((w) => stem(w)));
  let best: { quote: string; section?: string; score: number } | undefined;
  let section: string | undefined;
  for (const block of body.replace(FENCE, '').split(/\n(?=#)/)) {
    const h = HEADING.exec(block.split('\n')[0]);
    if (h) section = h[2].replace(/[*_`]/g, '').trim();
    const prose = h ? block.split('\n').slice(1).join('\n') : block;
    for (const s of sentences(prose.replace(/\[([^\]]+)\]\([^)]*\)/g, '$1').replace(/[*_`]/g, ''))) {
      if (s.length < 30 || s.length > 320 || /^\W|\|/.test(s)) continue;
      const words = new Set(s.toLowerCase().match(/[a-z][a-z-]*/g)?.map((w) => stem(w)) ?? []);
      const hits = wanted.filter((phrase) => phrase.every((w) => words.has(w))).length;
      const bonus = /intent|explanation|purpose|applicab|overview|description|in plain words|wikipedia/i.test(section ?? '') ? 0.5 : 0;
      const score = hits + bonus;
      if (hits >= 2 && (!best || score > best.score)) best = { quote: s, section, score };
    }
  }
  return best && { quote: best.quote, ...(best.section ? { section: best.section } : {}) };
}

/** The catalogue's invariants for a doc, each tied to the doc's own sentence where one states it. */
export function invariantsFor(entry: CatalogueEntry, body: string): PatternInvariant[] {
  return entry.invariants.map((inv) => {
    const where = quoteFromDoc(body, inv.doc_terms);
    return {
      id: inv.id,
      check: inv.check,
      rule: inv.rule,
      why: inv.why,
      fix: inv.fix,
      severity: inv.severity,
      ...(inv.params ? { params: inv.params } : {}),
      ...(where ? { quote: where.quote, ...(where.section ? { section: where.section } : {}) } : {}),
      source: 'catalogue' as const,
    };
  });
}
