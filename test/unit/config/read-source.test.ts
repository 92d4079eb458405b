// Reading one configuration file: a missing path (or one under a file) is missing, not an error;
// special files are named by kind and never read; the descriptor is closed whatever happens.
import { mkdirSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { existsAtPath, readSource } from "../../../src/config/sources.js";
import { tempDir } from "../../support/temp.js";

const dir = (): string => {
  const d = tempDir("mcpa-source-");
  return d;
};
const openFds = (): number => readdirSync("/proc/self/fd").length;

describe("readSource", () => {
  it("a missing path, and a path under a regular file, are missing", () => {
    const d = dir();
    writeFileSync(join(d, "file"), "{}");
    expect(readSource(join(d, "absent.json"))).toEqual({ kind: "missing" });
    expect(readSource(join(d, "file", "mcp.json"))).toEqual({ kind: "missing" });
    expect(existsAtPath(join(d, "absent.json"))).toBe(false);
    expect(existsAtPath(join(d, "file"))).toBe(true);
  });

  it("names special files by kind without reading them", () => {
    const d = dir();
    mkdirSync(join(d, "sub"));
    expect(readSource(join(d, "sub"))).toEqual({
      kind: "error",
      code: "MCPA_CONFIG_NOT_A_FILE",
      data: { kind: "directory" },
    });
    expect(readSource("/dev/null")).toEqual({
      kind: "error",
      code: "MCPA_CONFIG_NOT_A_FILE",
      data: { kind: "character device" },
    });
  });

  it("reads a regular file whole and closes its descriptor every time", () => {
    const d = dir();
    writeFileSync(join(d, "mcp.json"), '{"mcpServers":{}}');
    mkdirSync(join(d, "sub"));
    const before = openFds();
    for (let i = 0; i < 50; i++) {
      const r = readSource(join(d, "mcp.json"));
      expect(r.kind === "bytes" && r.bytes.toString()).toBe('{"mcpServers":{}}');
      readSource(join(d, "sub"));
    }
    expect(openFds()).toBeLessThanOrEqual(before);
  });
});
