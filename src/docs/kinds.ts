// Which kind a doc is: front matter `kind:`, else the config's first matching rule, else inferred.
import type { DocsConfig } from './config';
import { kindFromConfig } from './file-selection';
import { basename, dirname, stripDocExtension } from './paths';
import type { DocKind, DocSection, ParsedDoc } from './types';

// Folders whose name alone says "these are ADRs".
const ADR_FOLDER = /^(?:adrs?|decisions|decision-records?|architecture-decisions?|architecture-decision-records?|architectural-decisions?|historic-adrs|proposed-adrs)$/i;
// Folders that usually hold ADRs but also write-ups about them; they need a second sign.
const WEAK_ADR_FOLDER = /^(?:decision-logs?|adr-log|architecture|design-decisions?)$/i;
const PATTERN_FOLDER = /(?:^|[-_])(?:patterns?|pattern-catalog(?:ue)?)$/i;
const ADR_FILE = /^(?:adr|rfc)[-_ ]?\d+/i;
const NUMBERED_FILE = /^\d{1,5}[-_ ]/;
const INDEX_FILE = /^(?:readme|index)$/i;
const PATTERN_SECTIONS = /^(?:intent|participants|applicability|also known as|motivation|structure|collaborations|known uses|related patterns|forces)\b/i;
export interface KindInput {
  path: string;
  frontMatterKind?: DocKind;
  sections: DocSection[];
  /** True when ADR metadata found a status of its own (a status section, label, table row). */
  hasStatus: boolean;
}

/** Guesses the kind from where the doc lives and what it looks like, for docs no config covers. */
function inferKind(input: KindInput): DocKind {
  const folders = dirname(input.path).split('/').filter(Boolean);
  const name = stripDocExtension(basename(input.path));
  const headings = input.sections.map((s) => s.heading.trim());
  const has = (pattern: RegExp) => headings.some((h) => pattern.test(h));
  // Nygard, MADR and Tendermint ADRs all carry a context and a decision (or a status).
  const adrShaped =
    input.hasStatus || has(/^status\b/i) || (has(/^context\b/i) && has(/^decision\b|^decision outcome\b/i));
  if (ADR_FILE.test(name)) return 'adr';
  // A README directly in the ADR folder is the log's index; one folder deeper it is an ADR
  // kept in a folder of its own (`decision-records/2022-02-07-tracing/README.md`).
  const adrFolders = INDEX_FILE.test(name) && !adrShaped ? folders.slice(0, -1) : folders;
  if (adrFolders.some((f) => ADR_FOLDER.test(f))) return 'adr';
  if ((NUMBERED_FILE.test(name) || folders.some((f) => WEAK_ADR_FOLDER.test(f))) && adrShaped) return 'adr';
  if (folders.some((f) => PATTERN_FOLDER.test(f))) return 'pattern';
  if (has(/^intent\b/i) || headings.filter((h) => PATTERN_SECTIONS.test(h)).length >= 3) return 'pattern';
  return 'guideline';
}

/** The doc's kind and where it came from; front matter beats the config, the config beats inference. */
export function resolveKind(input: KindInput, config: DocsConfig): Pick<ParsedDoc, 'kind' | 'kindSource'> {
  if (input.frontMatterKind) return { kind: input.frontMatterKind, kindSource: 'front-matter' };
  const configured = kindFromConfig(input.path, config);
  if (configured) return { kind: configured, kindSource: 'config' };
  return { kind: inferKind(input), kindSource: 'inferred' };
}
