// The next free ADR number, for prompts that draft a new ADR.

interface AdrLike {
  path: string;
  kind: string;
  adrId?: string;
}

/**
 * The next number in the folder holding the most numbered ADRs (the organisation's main log),
 * zero-padded as that folder's file names are. Undefined when no ADR carries a number.
 */
export function nextAdrNumber(docs: readonly AdrLike[]): { number: string; folder: string } | undefined {
  const folders = new Map<string, { count: number; max: number; width: number }>();
  for (const doc of docs) {
    if (doc.kind !== 'adr' || doc.adrId === undefined || !/^\d+$/.test(doc.adrId)) continue;
    const slash = doc.path.lastIndexOf('/');
    const folder = slash < 0 ? '' : doc.path.slice(0, slash);
    const digits = /^(\d+)[-_. ]/.exec(doc.path.slice(slash + 1))?.[1];
    const entry = folders.get(folder) ?? { count: 0, max: 0, width: 0 };
    entry.count += 1;
    entry.max = Math.max(entry.max, Number(doc.adrId));
    entry.width = Math.max(entry.width, digits?.length ?? 0);
    folders.set(folder, entry);
  }
  let best: [string, { count: number; max: number; width: number }] | undefined;
  for (const entry of folders) if (!best || entry[1].count > best[1].count) best = entry;
  if (!best) return undefined;
  const [folder, { max, width }] = best;
  return { number: String(max + 1).padStart(width || 4, '0'), folder };
}
