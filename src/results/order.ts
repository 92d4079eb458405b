/** Code-point order (not UTF-16 unit order, which misplaces astral characters). */
export function compareCodePoints(a: string, b: string): number {
  const ca = [...a];
  const cb = [...b];
  for (let i = 0; i < Math.min(ca.length, cb.length); i++) {
    const d = (ca[i]?.codePointAt(0) ?? 0) - (cb[i]?.codePointAt(0) ?? 0);
    if (d !== 0) return d;
  }
  return ca.length - cb.length;
}
