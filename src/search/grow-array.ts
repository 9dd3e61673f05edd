// Growing the typed arrays that per-query working memory reuses: a larger copy, at least doubled, so appends stay cheap.

type GrowableArray = Int32Array | Uint32Array | Float64Array;

/** A copy of `from`, of the same type, with room for at least `size` entries and at least twice its length. */
export function grown<T extends GrowableArray>(from: T, size: number): T {
  const to = new (from.constructor as new (length: number) => T)(Math.max(size, from.length * 2));
  to.set(from);
  return to;
}
