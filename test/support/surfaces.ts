// Planted secrets and the surfaces they must never reach. Planted values are random per run
// (`PLANTED-<32 hex>`), so no file on disk holds one before the run writes it. A `Surfaces`
// collects everything the adapter emits in a test: every result (model-visible text, details, the
// whole JSON), status replies, raw protocol lines, stderr, spill file names and contents, and the
// approval contexts. The check looks for each planted value and for every 10-character window of
// its random part (a secret cut before redaction leaks its start, which a whole-value search
// would miss).
import { randomBytes } from "node:crypto";
import { expect } from "vitest";
import type { ToolResult } from "./results.js";
import { printedText } from "./results.js";

export interface Planted {
  /** name -> value; the names are only for messages. */
  readonly values: Readonly<Record<string, string>>;
}

/** One random value per name: `PLANTED-<32 hex>`. */
export function plant(...names: string[]): Planted & Record<string, string> {
  const values: Record<string, string> = {};
  for (const n of names) values[n] = `PLANTED-${randomBytes(16).toString("hex")}`;
  return Object.assign(Object.create(null) as object, values, { values: Object.freeze({ ...values }) }) as Planted &
    Record<string, string>;
}

const WINDOW = 10;

/** Where a planted value (or a 10-character window of its random part) occurs in `text`. */
function leaks(text: string, planted: Planted): string[] {
  const found: string[] = [];
  for (const [name, value] of Object.entries(planted.values)) {
    if (text.includes(value)) {
      found.push(`${name} (whole value)`);
      continue;
    }
    const hex = value.slice(value.lastIndexOf("-") + 1);
    for (let i = 0; i + WINDOW <= hex.length; i++) {
      if (text.includes(hex.slice(i, i + WINDOW))) {
        found.push(`${name} (part: ${hex.slice(i, i + WINDOW)})`);
        break;
      }
    }
  }
  return found;
}

export class Surfaces {
  private readonly entries: { where: string; text: string }[] = [];

  add(where: string, value: unknown): void {
    this.entries.push({ where, text: typeof value === "string" ? value : (JSON.stringify(value) ?? "") });
  }

  result(where: string, r: ToolResult): ToolResult {
    this.add(`${where}: model-visible text`, printedText(r));
    this.add(`${where}: details`, JSON.stringify(r.details));
    this.add(`${where}: whole result`, r);
    // Image data is model-visible too; a planted value must not be encoded in it either.
    for (const b of r.content)
      if (b.type === "image") this.add(`${where}: image bytes`, Buffer.from(b.data ?? "", "base64").toString("latin1"));
    return r;
  }

  get size(): number {
    return this.entries.length;
  }

  /** Every surface that holds a planted value, as "surface: name"; the test expects []. */
  leaksOf(planted: Planted): string[] {
    return this.entries.flatMap((e) => leaks(e.text, planted).map((l) => `${e.where}: ${l}`));
  }

  expectClean(planted: Planted): void {
    expect(this.size).toBeGreaterThan(0);
    expect(this.leaksOf(planted)).toEqual([]);
  }
}
