// The fuzzing budget, shared by every test/fuzz property.
//
// Normal runs (`vitest run`, CI): a fixed seed and a modest number of runs per property, so that the
// whole directory stays well under 20 s and a failure replays exactly.
// Long runs (`npm run fuzz`, i.e. FUZZ=long): every property runs for FUZZ_SECONDS (default 30) with
// a random seed that is printed up front, so any failure can be replayed.
//
//   FUZZ=long        long mode (time-bounded, random seed unless FUZZ_SEED is set)
//   FUZZ_SEED=n      replay a seed (either mode); fast-check also prints seed and path on failure
//   FUZZ_RUNS=n      runs per property (normal mode: instead of the per-property default;
//                    long mode: an upper bound besides the time limit)
//   FUZZ_SECONDS=n   long mode: seconds per property
//   FUZZ_PATH=p      with FUZZ_SEED, replay the failing case fast-check printed (its "path")
//   FUZZ_SHRINK=1    shrink a counterexample (off by default: inputs can be megabytes)
//   FUZZ_VERBOSE=1   print runs and time per property (always on in long mode)
//   FUZZ_CASE_MS=n   per-case time budget of the synchronous properties (default 3000, long 15000:
//                    long mode feeds inputs ten times larger)
import type fc from "fast-check";

const env = process.env;

function envInt(name: string): number | undefined {
  const raw = env[name];
  if (raw === undefined || raw.trim() === "") return undefined;
  const n = Number(raw);
  if (!Number.isSafeInteger(n)) throw new Error(`${name} must be an integer, got ${JSON.stringify(raw)}`);
  return n;
}

export const LONG = env.FUZZ === "long";
const FIXED_SEED = 20261130;
const seedFromEnv = envInt("FUZZ_SEED");
export const SEED = seedFromEnv ?? (LONG ? (Math.random() * 0x7fffffff) | 0 : FIXED_SEED);
export const SECONDS = envInt("FUZZ_SECONDS") ?? 30;
const RUNS = envInt("FUZZ_RUNS");
const VERBOSE = LONG || env.FUZZ_VERBOSE === "1";
/** Loose per-case bound for synchronous code: catches super-linear blowups, not jitter. */
export const CASE_MS = envInt("FUZZ_CASE_MS") ?? (LONG ? 15_000 : 3000);

if (LONG || seedFromEnv !== undefined) {
  // Printed once per test file (each file runs in its own fork).
  console.log(
    `[fuzz] mode=${LONG ? "long" : "normal"} seed=${SEED} (replay: FUZZ_SEED=${SEED}${LONG ? " FUZZ=long" : ""})${LONG ? ` ${SECONDS}s per property` : ""}`,
  );
}

/** fast-check parameters for one property; `ciRuns` is its normal-mode run count. */
export function params<T>(ciRuns: number, extra: Partial<fc.Parameters<T>> = {}): fc.Parameters<T> {
  const shrink = env.FUZZ_SHRINK === "1";
  const path = env.FUZZ_PATH;
  const base: fc.Parameters<T> = { seed: SEED, endOnFailure: !shrink, ...(path ? { path } : {}), ...extra };
  if (!LONG) return { ...base, numRuns: RUNS ?? ciRuns };
  return {
    ...base,
    numRuns: RUNS ?? 10_000_000,
    interruptAfterTimeLimit: SECONDS * 1000,
    markInterruptAsFailure: false,
  };
}

/** vitest timeout for one property test. */
export function timeout(ciMs = 60_000): number {
  return LONG ? SECONDS * 1000 + 120_000 : ciMs;
}

/** Counts runs of a property and prints them with the time taken (long mode or FUZZ_VERBOSE=1). */
export class Tally {
  private count = 0;
  private readonly started = performance.now();
  readonly kinds = new Map<string, number>();

  constructor(private readonly label: string) {}

  run(kind?: string): void {
    this.count += 1;
    if (kind !== undefined) this.kinds.set(kind, (this.kinds.get(kind) ?? 0) + 1);
  }

  get runs(): number {
    return this.count;
  }

  /** Prints the tally (FUZZ_VERBOSE); fails a property that never got past its own filters. */
  report(): void {
    if (this.count === 0) throw new Error(`fuzz: "${this.label}" ran no case past its filters`);
    if (!VERBOSE) return;
    const secs = ((performance.now() - this.started) / 1000).toFixed(1);
    const kinds = [...this.kinds].map(([k, n]) => `${k}=${n}`).join(" ");
    console.log(`[fuzz] ${this.label}: ${this.count} runs in ${secs}s${kinds ? ` (${kinds})` : ""}`);
  }
}

/** Times one synchronous case and fails it when it exceeds the per-case budget. */
export function timed<T>(what: string, body: () => T): T {
  const t0 = performance.now();
  const out = body();
  const ms = performance.now() - t0;
  if (ms > CASE_MS)
    throw new Error(`${what} took ${ms.toFixed(0)} ms (budget ${CASE_MS} ms): super-linear or hanging input`);
  return out;
}

// --- prototype pollution ---

const PROTOTYPES: readonly [string, object][] = [
  ["Object.prototype", Object.prototype],
  ["Array.prototype", Array.prototype],
  ["Function.prototype", Function.prototype],
  ["String.prototype", String.prototype],
];

function snapshot(): string {
  return PROTOTYPES.map(([name, p]) => `${name}:${Reflect.ownKeys(p).map(String).sort().join(",")}`).join("\n");
}

const PRISTINE = snapshot();

/** Throws when any built-in prototype gained or lost an own key, or `{}` inherits something new. */
export function assertNoPollution(): void {
  const now = snapshot();
  if (now !== PRISTINE) throw new Error(`a built-in prototype changed:\n${now}`);
  const probe = {} as Record<string, unknown>;
  for (const key of ["polluted", "isAdmin", "command", "server", "mcpServers", "url", "env", "shell"]) {
    if (probe[key] !== undefined) throw new Error(`{}.${key} is inherited: prototype pollution`);
  }
}
