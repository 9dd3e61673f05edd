// Word handling shared by the ADR engine: tokens, stems, stop words, markdown clean-up.

import { stemmer } from 'stemmer';

const STOP = new Set(`a an and are as at be been being but by can could did do does doing for from had has have having he her here his how i if in into is it its it's itself just let let's like may me might more most must my no nor not of off on once only or other our ours out over own same shall she should so some such than that the their them then there these they this those through to too under until up very was we were what when where which while who whom why will with would you your yours also each every via per use used using uses make made new need needs want get getting go going well way ways thing things i'd i'll i'm we'd we'll we're we've don't won't can't etc e.g i.e vs one two three all any both either neither rather instead around across about above below between`.split(/\s+/));

/** Words too common in decision records to say what one is about. */
const DOMAIN_STOP = new Set(['adr', 'decis', 'decid', 'option', 'chosen', 'consid', 'context', 'consequ', 'statu', 'accept', 'propos', 'record', 'architectur', 'project', 'team', 'current', 'exist', 'possibl', 'solut', 'approach', 'chang', 'keep', 'allow', 'work', 'provid', 'support', 'requir', 'time', 'rest', 'like', 'simpl', 'simplest', 'alongsid']);

/** Removes markdown syntax that would otherwise leak into quotes and terms. */
export function cleanMarkdown(text: string): string {
  return text
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<\/?[a-z][^>]*>/gi, ' ')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]+)\]\[[^\]]*\]/g, '$1')
    .replace(/(\*\*|__)(.*?)\1/g, '$2')
    .replace(/(^|\W)[*_](\S[^*_]*?)[*_](?=\W|$)/g, '$1$2')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/\\([<>_*[\]])/g, '$1');
}

/** Lowercase word tokens; keeps product-ish tokens like `s3`, `cloud.gov`, `c#` whole. */
export function words(text: string): string[] {
  return text.toLowerCase().match(/[a-z0-9][a-z0-9+#]*(?:[.\-_/][a-z0-9+#]+)*/g) ?? [];
}

const stemCache = new Map<string, string>();

/** Porter stem of a lowercase word, with the pieces of hyphenated/dotted words stemmed apart. */
export function stem(word: string): string {
  let hit = stemCache.get(word);
  if (hit === undefined) {
    hit = stemmer(word);
    if (stemCache.size > 50_000) stemCache.clear();
    stemCache.set(word, hit);
  }
  return hit;
}

/**
 * Content stems of a text: stop words dropped; compound words (`cloud.gov`, `InMemoryOutbox`, `FastAPI`) give
 * their joined form and their parts, unless `joined` is false (then only the parts).
 */
export function contentStems(text: string, joined = true): string[] {
  const out: string[] = [];
  const push = (p: string) => {
    if (p.length < 2 || STOP.has(p) || /^\d+$/.test(p)) return;
    const s = stem(p);
    if (!DOMAIN_STOP.has(s)) out.push(s);
  };
  for (const raw of text.match(/[A-Za-z0-9][A-Za-z0-9+#]*(?:[.\-_/][A-Za-z0-9+#]+)*/g) ?? []) {
    const parts = raw.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2').split(/[\s.\-_/]+/).filter(Boolean);
    if (parts.length === 1 || joined) push(raw.toLowerCase().replace(/[.\-_/]/g, ''));
    if (parts.length > 1) for (const p of parts) push(p.toLowerCase());
  }
  return out;
}

/** Sentences of a plain-text block (bullets and lines count as sentence breaks). */
export function sentences(text: string): string[] {
  return text
    .split(/\n\s*\n|\n(?=\s*(?:[-*+]|\d+[.)])\s)|(?<=[.!?])\s+(?=[A-Z`"'(*])/)
    .map((s) => s.replace(/\s+/g, ' ').replace(/^[-*+]\s+|^\d+[.)]\s+/, '').trim())
    .filter((s) => s.length > 2);
}
