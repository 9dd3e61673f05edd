// ADR ids: from front matter, else the file name (`0001-…`, `adr-109-…`, `ADR-6.md`), else the title heading.
import { basename, dirname, stripDocExtension } from './paths';

export interface AdrId {
  /** Digits without leading zeros (`12`), or a non-numeric front-matter id verbatim. */
  id: string;
  /** As written (`0012`, `adr-109`, `ADR-6`). */
  idText: string;
}

const FILE_ID = /^((?:adr|rfc|dr)[-_ ]?)?(\d{1,5})(?=$|[-_. ])/i;
// Dated slugs (`20200926-…`, `2023-07-20-…`) carry a date, not a sequence number.
const DATED = /^(\d{4})-?(\d{2})-?(\d{2})(?=$|[-_. ])/;
const HEADING_WITH_PREFIX = /^(?:ADR|Architecture Decision(?: Record)?|Decision)[\s#:-]*0*?(\d{1,5})(?=$|[\s.:)\]-])/i;
const HEADING_NUMBERED = /^(\d{1,5})[.:)]\s+\S/;
const NUMERIC_ID = /^((?:(?:adr|rfc|dr)[-_ #]*)?(\d{1,5}))(?:$|[-_. ].*)/i;

function numeric(digits: string): string {
  return String(Number(digits));
}

/** The file's own name, or its folder's name for `README.md`/`index.md` docs (one folder per ADR). */
function stem(path: string): string {
  const name = stripDocExtension(basename(path));
  return /^(readme|index)$/i.test(name) ? basename(dirname(path)) : name;
}

/** A date (YYYY-MM-DD) encoded in a dated file or folder name, if any. */
export function dateFromFileName(path: string): string | undefined {
  const m = DATED.exec(stem(path));
  if (!m || Number(m[2]) > 12 || Number(m[3]) > 31 || !/^(19|20)/.test(m[1])) return undefined;
  return `${m[1]}-${m[2]}-${m[3]}`;
}

/** Normalises a front-matter id: `0053-pipeline-…` and `ADR-0053` become `53`; other ids stay as written. */
export function idFromFrontMatter(value: string): AdrId {
  const m = NUMERIC_ID.exec(value.trim());
  return m ? { id: numeric(m[2]), idText: m[1] } : { id: value.trim(), idText: value.trim() };
}

/** The id a file name carries, unless the name is a dated slug. */
export function idFromFileName(path: string): AdrId | undefined {
  const name = stem(path);
  if (dateFromFileName(path)) return undefined;
  const m = FILE_ID.exec(name);
  if (!m) return undefined;
  return { id: numeric(m[2]), idText: (m[1] ?? '') + m[2] };
}

/** The id a title heading carries: `ADR 017: …`, `ADR-6 …`, `28. Use React context`. */
export function idFromHeading(heading: string): AdrId | undefined {
  const m = HEADING_WITH_PREFIX.exec(heading.trim()) ?? HEADING_NUMBERED.exec(heading.trim());
  if (!m) return undefined;
  return { id: numeric(m[1]), idText: m[0].replace(/[\s.:)\]-]+$/, '').trim() };
}

/** Reads a relation ref as an ADR number (`ADR-0057`, `#0033`, `16`), if it is one. */
export function adrNumberFromRef(ref: string): string | undefined {
  const m = /^(?:adrs?[-_ #]*|#)?0*(\d{1,5})$/i.exec(ref.trim());
  return m ? numeric(m[1]) : undefined;
}
