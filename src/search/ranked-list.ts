// The top-k list a query keeps: docs with their raw scores, best first, ties to the lower doc number.

export interface Ranked {
  doc: number;
  raw: number;
}

/** Whether `x` ranks below `y`. Module level: a closure per call would cost a function object on every insert. */
function worse(x: Ranked, y: Ranked): boolean {
  return x.raw < y.raw || (x.raw === y.raw && x.doc > y.doc);
}

/** Whether a doc with this score would enter `top` (kept at most `size` long by {@link insertTop}). */
export function entersTop(top: readonly Ranked[], doc: number, raw: number, size: number): boolean {
  if (size <= 0) return false;
  if (top.length < size) return true;
  const last = top[top.length - 1];
  return last.raw < raw || (last.raw === raw && last.doc > doc);
}

/** Keeps `top` sorted by score (desc, then doc asc) and at most `size` long. */
export function insertTop(top: Ranked[], item: Ranked, size: number): void {
  if (size <= 0) return;
  if (top.length === size && !worse(top[top.length - 1], item)) return;
  let i = top.length < size ? top.length : size - 1;
  if (top.length < size) top.push(item);
  while (i > 0 && worse(top[i - 1], item)) {
    top[i] = top[i - 1];
    i--;
  }
  top[i] = item;
}
