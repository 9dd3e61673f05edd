// The index blocks that say where each doc applies and which waivers its ADR grants, laid out so a query
// filters by scope the way it filters by status: one small number per doc, and a table of the distinct scopes.
//
//   doc.scope       u16 per doc: 0 = applies everywhere, else 1 + its scope's number in the scope table
//   scopes.*        distinct scopes, each one JSON record ({"paths":[…],"services":[…],"languages":[…]})
//   waiver.doc      u32 per waiver: the doc granting it, ascending
//   waivers.*       one JSON record per waiver, in waiver.doc order ({"scope", "approved_by", "expires", "reason"})
//   services.*      one JSON record per known service, by name: [name, [path globs]] (no globs without a map)
import type { DocScope, DocWaiver } from '../docs/types.js';
import type { IndexArray } from './builder.js';
import { packStrings, sortedStringTable } from './string-table.js';

/** Most distinct scopes an index holds (doc.scope is 16-bit). */
export const MAX_DISTINCT_SCOPES = 0xffff - 1;

/** Scope keys in the order records list them, so one scope always encodes to the same bytes. */
const KEYS = ['paths', 'services', 'languages'] as const;

/** A scope's record: keys in fixed order, values sorted and distinct. */
export function scopeRecord(scope: DocScope): string {
  const out: DocScope = {};
  for (const key of KEYS) if (scope[key]?.length) out[key] = [...new Set(scope[key])].sort();
  return JSON.stringify(out);
}

export interface ScopeBlocks {
  arrays: [name: string, array: IndexArray][];
  scopeCount: number;
  waiverCount: number;
  serviceCount: number;
}

/**
 * Builds the scope blocks for docs already in index order. Known services are the map's, or, for docs folders
 * without a services map, every name a scope or waiver uses.
 * @throws RangeError past MAX_DISTINCT_SCOPES distinct scopes.
 */
export function buildScopeBlocks(
  docs: readonly { scope?: DocScope; waivers?: readonly DocWaiver[] }[],
  services: Readonly<Record<string, readonly string[]>>,
): ScopeBlocks {
  const table = sortedStringTable(docs.flatMap((d) => (d.scope ? [scopeRecord(d.scope)] : [])));
  if (table.sorted.length > MAX_DISTINCT_SCOPES) {
    throw new RangeError(`the docs have ${table.sorted.length} distinct applies_to scopes; an index holds at most ${MAX_DISTINCT_SCOPES}`);
  }
  const ids = new Map(table.sorted.map((record, i) => [record, i + 1]));
  const docScope = new Uint16Array(docs.length);
  const waiverDoc: number[] = [];
  const waivers: string[] = [];
  // With a services map, it is the list of services (lint reports other names); without one, the docs' names are.
  const mapped = Object.keys(services).length > 0;
  const named = new Set(Object.keys(services));
  docs.forEach((doc, d) => {
    if (doc.scope) {
      docScope[d] = ids.get(scopeRecord(doc.scope))!;
      if (!mapped) for (const s of doc.scope.services ?? []) named.add(s);
    }
    for (const w of doc.waivers ?? []) {
      waiverDoc.push(d);
      waivers.push(JSON.stringify({ scope: JSON.parse(scopeRecord(w.scope)), approved_by: w.approved_by, expires: w.expires, reason: w.reason }));
      if (!mapped) for (const s of w.scope.services ?? []) named.add(s);
    }
  });
  const serviceRecords = [...named].sort().map((name) => JSON.stringify([name, [...(services[name] ?? [])]]));
  const scopes = packStrings(table.sorted);
  const waiverTable = packStrings(waivers);
  const serviceTable = packStrings(serviceRecords);
  return {
    arrays: [
      ['doc.scope', docScope],
      ['scopes.offsets', scopes.offsets],
      ['scopes.bytes', scopes.bytes],
      ['waiver.doc', new Uint32Array(waiverDoc)],
      ['waivers.offsets', waiverTable.offsets],
      ['waivers.bytes', waiverTable.bytes],
      ['services.offsets', serviceTable.offsets],
      ['services.bytes', serviceTable.bytes],
    ],
    scopeCount: table.sorted.length,
    waiverCount: waivers.length,
    serviceCount: serviceRecords.length,
  };
}
