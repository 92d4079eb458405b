// A configuration file that grows between the check on its descriptor and the read: the read stops
// one byte past config.file.maxBytes and the file is refused as too large, not parsed from a prefix
// or read past the bound. The growth is staged by reporting the descriptor's size as it was just
// before the last bytes were appended, both to the path's stat and to the descriptor's.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LIMIT_VALUES } from "../../../generated/limits.js";
import { tempDir } from "../../support/temp.js";

const MAX = LIMIT_VALUES["config.file.maxBytes"];
const shrink = vi.hoisted(() => ({ by: 0 }));

vi.mock("node:fs", async (importOriginal) => {
  const fs = await importOriginal<typeof import("node:fs")>();
  const earlier = (st: import("node:fs").Stats): import("node:fs").Stats =>
    shrink.by === 0
      ? st
      : Object.assign(Object.create(Object.getPrototypeOf(st) as object) as import("node:fs").Stats, st, {
          size: st.size - shrink.by,
        });
  const fstatSync = ((...a: unknown[]) =>
    earlier((fs.fstatSync as (...b: unknown[]) => import("node:fs").Stats)(...a))) as typeof fs.fstatSync;
  const statSync = ((...a: unknown[]) =>
    earlier((fs.statSync as (...b: unknown[]) => import("node:fs").Stats)(...a))) as typeof fs.statSync;
  return { ...fs, default: { ...fs, fstatSync, statSync }, fstatSync, statSync };
});

const { readSource } = await import("../../../src/config/sources.js");

/** The outcome without the bytes, so that a failure does not print a megabyte. */
const outcome = (r: ReturnType<typeof readSource>): unknown =>
  r.kind === "bytes" ? { kind: "bytes", length: r.bytes.length } : r;

afterEach(() => {
  shrink.by = 0;
});

function file(bytes: number): string {
  const dir = tempDir("mcpa-grow-");
  const path = join(dir, "mcp.json");
  writeFileSync(path, `{"mcpServers":{}}${" ".repeat(bytes - 17)}`);
  return path;
}

describe("readSource: a file that grows after fstat", () => {
  it("at the bound when checked, one byte over when read: refused as too large", () => {
    const path = file(MAX + 1);
    shrink.by = 1;
    expect(outcome(readSource(path))).toEqual({
      kind: "error",
      code: "MCPA_CONFIG_TOO_LARGE",
      data: { bytes: MAX + 1, max: MAX },
    });
  });

  it("far over the bound when read: still refused, after reading one byte past it", () => {
    const path = file(MAX + 4096);
    shrink.by = 4096;
    expect(outcome(readSource(path))).toEqual({
      kind: "error",
      code: "MCPA_CONFIG_TOO_LARGE",
      data: { bytes: MAX + 1, max: MAX },
    });
  });

  it("exactly at the bound, not growing: read whole", () => {
    const path = file(MAX);
    expect(outcome(readSource(path))).toEqual({ kind: "bytes", length: MAX });
  });
});
