// Order statistics for the benchmark: medians of samples, and summaries of per-run values (the
// median of the run medians, their min/max and interquartile range).

/** Linear-interpolated quantile (the R-7 rule); NaN for no samples. */
function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const pos = (sorted.length - 1) * q;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  const a = sorted[lo] as number;
  const b = sorted[hi] as number;
  return a + (b - a) * (pos - lo);
}

export const median = (values: readonly number[]): number => quantile(values, 0.5);

/** What one run measured for one metric: its median and a little shape. */
export interface RunSample {
  readonly median: number;
  readonly p10: number;
  readonly p90: number;
  readonly mean: number;
  readonly n: number;
}

export function sample(values: readonly number[]): RunSample {
  const mean = values.reduce((s, v) => s + v, 0) / Math.max(values.length, 1);
  return { median: median(values), p10: quantile(values, 0.1), p90: quantile(values, 0.9), mean, n: values.length };
}

/** A metric over R runs: the median of the per-run values, and their spread. */
export interface Summary {
  readonly median: number;
  readonly min: number;
  readonly max: number;
  readonly q1: number;
  readonly q3: number;
  readonly perRun: readonly number[];
}

export function summarise(perRun: readonly number[]): Summary {
  return {
    median: median(perRun),
    min: Math.min(...perRun),
    max: Math.max(...perRun),
    q1: quantile(perRun, 0.25),
    q3: quantile(perRun, 0.75),
    perRun: [...perRun],
  };
}

/** Per-run ratios a/b (paired by run), summarised. */
export const ratios = (a: readonly number[], b: readonly number[]): Summary =>
  summarise(a.map((v, i) => v / (b[i] as number)));

/** Per-run differences a-b (paired by run), summarised. */
export const differences = (a: readonly number[], b: readonly number[]): Summary =>
  summarise(a.map((v, i) => v - (b[i] as number)));
