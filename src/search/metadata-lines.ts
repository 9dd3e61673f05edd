// Finds the metadata block at the top of a document (`Status: accepted`, `* Deciders: …`,
// `| Date | 2022-07-08 |` tables) so excerpts quote what the document says rather than its
// bookkeeping. The words stay indexed; only the stored excerpt text leaves them out.

const LABELS =
  'status|state|date|decision date|created|updated|last modified|last updated|deciders|decision[- ]makers|decided by|' +
  'authors?|owners?|reviewers?|approvers?|consulted|informed|proposed by|tags|categor(?:y|ies)|related issues?|' +
  'technical story|issue|ticket|jira|supersedes|superseded by|amends|amended by|link to this adr|version|revision|metadata';

/** `Status: x`, `* Deciders: x`, `**Date:** x`, `**Tags**: x`, `> Status: x`. */
const LABEL_LINE = new RegExp(`^\\s{0,3}(?:>\\s*)?(?:[-*+]\\s+)?(?:\\*\\*|__)?(?:${LABELS})(?:\\*\\*|__)?\\s*:`, 'i');
/** The first cell of a table row, when it is a metadata label. */
const LABEL_CELL = new RegExp(`^\\s*\\|\\s*(?:\\*\\*|__)?(?:${LABELS}|field|property|key)(?:\\*\\*|__)?\\s*\\|`, 'i');
const TABLE_ROW = /^\s*\|/;
const TABLE_DELIMITER = /^\s*\|?\s*:?-{2,}/;

const LABEL = new RegExp(`^(?:\\*\\*|__)?(?:${LABELS}|author|authors)(?:\\*\\*|__)?$`, 'i');

/**
 * A table of two columns most of whose rows name a metadata field, or a revision history (a
 * header whose first two columns are metadata labels: `| Revision | Date | Author | … |`).
 */
function isMetadataTable(rows: string[]): boolean {
  const body = rows.filter((r) => !TABLE_DELIMITER.test(r));
  if (body.length === 0) return false;
  const header = body[0].trim().replace(/^\||\|$/g, '').split('|').map((c) => c.trim());
  if (header.length > 2) return LABEL.test(header[0]) && LABEL.test(header[1]);
  if (header.length !== 2) return false;
  return body.filter((r) => LABEL_CELL.test(r)).length * 2 >= body.length;
}

/** `markdown` without its metadata label lines and two-column metadata tables. */
export function withoutMetadata(markdown: string): string {
  const lines = markdown.split('\n');
  const kept: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (TABLE_ROW.test(lines[i])) {
      let end = i;
      while (end < lines.length && TABLE_ROW.test(lines[end])) end++;
      const rows = lines.slice(i, end);
      if (!isMetadataTable(rows)) kept.push(...rows);
      i = end - 1;
    } else if (!LABEL_LINE.test(lines[i])) {
      kept.push(lines[i]);
    }
  }
  return kept.join('\n');
}
