// How often each kind of event happened, summed over every run of a property: a property whose
// runs never reach the interesting states proves nothing, so the test asserts on these counts.
export const coverage: Record<string, number> = {};

export function count(key: string): void {
  coverage[key] = (coverage[key] ?? 0) + 1;
}
