// How check-refs prints its findings: one line per reference (text), `{ "references": [...] }`
// (json), or GitHub annotations on the lines that cite an ADR no longer in force (github).
import { annotation } from '../github-annotations';
import type { AnnotationLevel } from '../github-annotations';
import { FAILING_STATUSES } from './resolve';
import type { ResolvedReference } from './resolve';

/** What a reference's status means, in words. */
export function describeReference(r: ResolvedReference): string {
  switch (r.status) {
    case 'in_force':
      return `${r.ref} is in force (${r.path})`;
    case 'proposed':
      return `${r.ref} is only proposed (${r.path})`;
    case 'superseded':
      return `${r.ref} is superseded (${r.path})${r.superseded_by?.length ? `; follow ${r.superseded_by.join(', ')} instead` : ''}`;
    case 'deprecated':
      return `${r.ref} is ${r.adr_status === 'rejected' ? 'rejected' : 'deprecated'} (${r.path})${r.superseded_by?.length ? `; see ${r.superseded_by.join(', ')}` : ''}`;
    case 'ambiguous':
      return `${r.ref} is ambiguous: ${r.candidates?.length ?? 0} decision logs have it (${(r.candidates ?? []).map((c) => `${c.path}: ${c.status}`).join(', ')}); cite the ADR by its path`;
    default:
      return `${r.ref} matches no ADR`;
  }
}

export function formatText(references: readonly ResolvedReference[]): string {
  return references.map((r) => `${r.file}:${r.line}: ${r.status}: ${describeReference(r)}\n`).join('');
}

export function formatJson(references: readonly ResolvedReference[]): string {
  return `${JSON.stringify({ references }, null, 2)}\n`;
}

/** Annotations for the references worth a look: an error for what --strict fails on (a warning without it), a notice for proposed ones. */
export function formatGithub(references: readonly ResolvedReference[], strict: boolean): string {
  const lines: string[] = [];
  for (const r of references) {
    let level: AnnotationLevel | undefined;
    if (FAILING_STATUSES.has(r.status)) level = strict ? 'error' : 'warning';
    else if (r.status === 'proposed') level = 'notice';
    if (level) lines.push(annotation(level, { file: r.file, line: r.line, title: `ADR reference: ${r.status}` }, describeReference(r)));
  }
  return lines.map((l) => `${l}\n`).join('');
}
