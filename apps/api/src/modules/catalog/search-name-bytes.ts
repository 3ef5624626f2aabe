/**
 * Search names as UTF-8 bytes, compared the way PostgreSQL compares them: byte order is the "C"
 * collation's order (memcmp, then the shorter first), and a byte string holds a text exactly when the
 * name holds it as characters, since no UTF-8 character starts inside another.
 */
export const utf8 = (text: string) => new TextEncoder().encode(text);

/** Whether `bytes[from, to)` starts with `prefix`. */
export function startsWithBytes(bytes: Uint8Array, from: number, to: number, prefix: Uint8Array) {
  const n = prefix.length;
  if (to - from < n) return false;
  for (let i = 0; i < n; i++) if (bytes[from + i] !== prefix[i]) return false;
  return true;
}

/** Whether `bytes[from, to)` holds `needle` anywhere. */
export function containsBytes(bytes: Uint8Array, from: number, to: number, needle: Uint8Array) {
  const n = needle.length;
  if (n === 0) return true;
  const first = needle[0];
  const last = needle[n - 1];
  const stop = to - n;
  for (let at = from; at <= stop; at++) {
    if (bytes[at] !== first || bytes[at + n - 1] !== last) continue;
    let i = 1;
    while (i < n - 1 && bytes[at + i] === needle[i]) i++;
    if (i >= n - 1) return true;
  }
  return false;
}

/**
 * How `bytes[from, to)` compares with `prefix` over the prefix's length only: 0 when it starts with it,
 * so every name starting with a text sits in one run of the byte order.
 */
export function comparePrefix(bytes: Uint8Array, from: number, to: number, prefix: Uint8Array) {
  const n = prefix.length;
  for (let i = 0; i < n; i++) {
    if (from + i >= to) return -1;
    const d = bytes[from + i]! - prefix[i]!;
    if (d !== 0) return d;
  }
  return 0;
}
