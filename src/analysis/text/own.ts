// Reads a word-keyed record safely: words like "constructor" or "toString" must not pick up
// Object.prototype's members (records parsed from JSON have the ordinary prototype).

/** The record's own value for `key`, or undefined. */
export function own<T>(record: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

/** An empty record with no prototype, for counting words. */
export function wordRecord<T>(): Record<string, T> {
  return Object.create(null) as Record<string, T>;
}
