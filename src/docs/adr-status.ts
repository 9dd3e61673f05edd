// Folds the many ways ADRs write their status ("Approved", "✅ Accepted", "Partly superseded") into AdrStatus.
import type { AdrStatus } from './types';

// Word families per status. Order inside the text decides: "Implemented. Superseded by …"
// is implemented (the status), while the relation is recorded separately.
const STATUS_WORDS: [RegExp, AdrStatus][] = [
  [/\bsupersed(?:ed|ing)\b|\breplaced\b|\bsuperceded\b|\bsuperseeded\b/, 'superseded'],
  [/\b(?:partially |partly |fully )?implemented\b|\bcompleted?\b|\bdone\b|\bin production\b|\bshipped\b/, 'implemented'],
  [/\baccepted\b|\bapproved\b|\bactive\b|\bdecided\b|\bagreed\b|\badopted\b|\bin effect\b|\bcurrent\b|\bratified\b/, 'accepted'],
  [/\bproposed\b|\bproposal\b|\bpending\b|\bin review\b|\bunder review\b|\breview\b|\bopen\b|\bon hold\b|\bin discussion\b|\bunder discussion\b|\brfc\b|\bsuggested\b/, 'proposed'],
  [/\bdraft\b|\bwip\b|\bwork in progress\b|\bin progress\b|\bincomplete\b|\bdrafting\b/, 'draft'],
  [/\bdeprecated\b|\bretired\b|\bobsolete\b|\bhistoric(?:al)?\b|\breverted\b|\barchived\b|\bsunset\b/, 'deprecated'],
  [/\brejected\b|\bdeclined\b|\bwithdrawn\b|\babandoned\b|\bnot accepted\b|\bvetoed\b/, 'rejected'],
  [/\bamended\b/, 'amended'],
];

// Emoji decide only when the words do not (a bare "✅" line).
const STATUS_EMOJI: [RegExp, AdrStatus][] = [
  [/✅|✔️|✔/u, 'accepted'],
  [/❌|🚫|⛔/u, 'rejected'],
  [/⌛|⏳/u, 'superseded'],
  [/🤔|💬|❓/u, 'proposed'],
  [/🚧|✏️|📝/u, 'draft'],
  [/🗑|⚰️|🪦/u, 'deprecated'],
];

/**
 * The normalised status of a status text, or `unknown` when no status word is found.
 * The earliest status word wins ("accepted; supersedes ADR-0045" is accepted).
 */
export function normalizeStatus(text: string | undefined): AdrStatus {
  // `{Deprecated|Proposed|Accepted}` is a template choice nobody filled in.
  if (!text || /^\{[^}]*\|[^}]*\}$/.test(text.trim())) return 'unknown';
  // "supersedes X" and "amends X" describe relations, not this ADR's state.
  const lower = text
    .toLowerCase()
    .replace(/\b(?:supersedes|amends)\b.*$/, '')
    // "not accepted" must not read as accepted.
    .replace(/\bnot (?:accepted|approved)\b/g, 'rejected');
  let best: { at: number; status: AdrStatus } | undefined;
  for (const [pattern, status] of STATUS_WORDS) {
    const m = pattern.exec(lower);
    if (m && (!best || m.index < best.at)) best = { at: m.index, status };
  }
  if (best) return best.status;
  for (const [pattern, status] of STATUS_EMOJI) if (pattern.test(text)) return status;
  return 'unknown';
}
