// Timing a row: how long a promise took, the slack a shared machine needs, and a per-file table of
// timings printed once.

/** Scheduling slack on a loaded, shared two-core machine, beyond what the design allows. */
export const SLACK_MS = 1_500;

/** Runs `p`, returning its value (or thrown error) and how long it took. */
export async function timed<T>(p: Promise<T>): Promise<{ value?: T; error?: unknown; ms: number }> {
  const started = performance.now();
  try {
    const value = await p;
    return { value, ms: performance.now() - started };
  } catch (error) {
    return { error, ms: performance.now() - started };
  }
}

/** Collects per-row timings and prints them once per file. */
export class Timings {
  private readonly rows: Record<string, number> = {};

  set(name: string, ms: number): void {
    this.rows[name] = Math.round(ms);
  }

  print(file: string): void {
    console.log(`fault timings ${file} (ms): ${JSON.stringify(this.rows)}`);
  }
}
