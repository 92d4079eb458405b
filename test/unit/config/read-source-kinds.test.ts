// Reading one configuration file, for what a real file system here cannot stage on demand: every kind
// of special file named (socket, block device, anything else), the descriptor's own check when the
// path changed after its stat, a failure without an error code, and a read buffer no larger than the
// file (plus the one byte that detects growth). Also the source descriptions and the never-read roots.
import { mkdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { tempDir } from "../../support/temp.js";

const fake = vi.hoisted(() => ({
  stat: undefined as (() => unknown) | undefined,
  fstat: undefined as (() => unknown) | undefined,
  opened: 0,
  reads: [] as number[],
}));

vi.mock("node:fs", async (importOriginal) => {
  const fs = await importOriginal<typeof import("node:fs")>();
  const statSync = ((...a: unknown[]) =>
    fake.stat ? fake.stat() : (fs.statSync as (...b: unknown[]) => unknown)(...a)) as typeof fs.statSync;
  const fstatSync = ((...a: unknown[]) =>
    fake.fstat ? fake.fstat() : (fs.fstatSync as (...b: unknown[]) => unknown)(...a)) as typeof fs.fstatSync;
  const openSync = ((...a: unknown[]) => {
    fake.opened += 1;
    return (fs.openSync as (...b: unknown[]) => number)(...a);
  }) as typeof fs.openSync;
  const readSync = ((...a: unknown[]) => {
    fake.reads.push((a[1] as Buffer).length);
    return (fs.readSync as (...b: unknown[]) => number)(...a);
  }) as typeof fs.readSync;
  const over = { statSync, fstatSync, openSync, readSync };
  return { ...fs, default: { ...fs, ...over }, ...over };
});

const { candidateSources, readSource, sourceDescription } = await import("../../../src/config/sources.js");

type Kind = "file" | "directory" | "fifo" | "socket" | "char" | "block" | "other";
/** A stat result of one kind (only the predicates readSource asks, and the size). */
const statOf = (kind: Kind, size = 2) => ({
  size,
  isFile: () => kind === "file",
  isDirectory: () => kind === "directory",
  isFIFO: () => kind === "fifo",
  isSocket: () => kind === "socket",
  isCharacterDevice: () => kind === "char",
  isBlockDevice: () => kind === "block",
});
const notAFile = (kind: string) => ({ kind: "error", code: "MCPA_CONFIG_NOT_A_FILE", data: { kind } });

afterEach(() => {
  fake.stat = undefined;
  fake.fstat = undefined;
  fake.opened = 0;
  fake.reads = [];
});
const dir = (): string => tempDir("mcpa-kinds-");

describe("readSource: special files by kind, never opened", () => {
  it.each<[Kind, string]>([
    ["directory", "directory"],
    ["fifo", "named pipe (FIFO)"],
    ["socket", "socket"],
    ["char", "character device"],
    ["block", "block device"],
    ["other", "special file"],
  ])("%s is named %s", (kind, name) => {
    fake.stat = () => statOf(kind);
    expect(readSource(join(dir(), "mcp.json"))).toEqual(notAFile(name));
    expect(fake.opened).toBe(0);
  });
});

describe("readSource: the descriptor is checked again", () => {
  it("a path that was a file at its stat and is a FIFO or too large once opened is refused, unread", () => {
    const path = join(dir(), "mcp.json");
    writeFileSync(path, "{}");
    fake.fstat = () => statOf("fifo");
    expect(readSource(path)).toEqual(notAFile("named pipe (FIFO)"));
    fake.fstat = () => statOf("file", Number.MAX_SAFE_INTEGER);
    expect(readSource(path)).toMatchObject({ kind: "error", code: "MCPA_CONFIG_TOO_LARGE" });
    expect(fake.opened).toBe(2);
    expect(fake.reads).toEqual([]);
  });

  it("the read buffer is the file's size plus one byte", () => {
    const path = join(dir(), "mcp.json");
    writeFileSync(path, '{"mcpServers":{}}');
    const r = readSource(path);
    expect(r.kind === "bytes" && r.bytes.toString()).toBe('{"mcpServers":{}}');
    expect(fake.reads.every((length) => length === 18)).toBe(true);
  });
});

describe("readSource: failures", () => {
  it("an error with a code names the code; one without a code is an unknown error", () => {
    fake.stat = () => {
      throw Object.assign(new Error("loop"), { code: "ELOOP" });
    };
    expect(readSource("/x")).toEqual({ kind: "error", code: "MCPA_CONFIG_READ", data: { reason: "ELOOP" } });
    fake.stat = () => {
      throw Object.assign(new Error("odd"), { code: 5 });
    };
    expect(readSource("/x")).toEqual({ kind: "error", code: "MCPA_CONFIG_READ", data: { reason: "unknown error" } });
  });
});

describe("candidateSources and descriptions", () => {
  it("an unknown source id is described by itself", () => {
    expect(sourceDescription("no-such-source")).toBe("no-such-source");
  });

  it("a project under a never-read root is refused; the sources outside it are not", () => {
    const home = dir();
    const project = join(home, ".pi", "work");
    mkdirSync(project, { recursive: true });
    const sources = candidateSources({ home, cwd: project, projectTrusted: true });
    expect(sources.map((s) => [s.id, s.refused])).toEqual([
      ["global-shared", false],
      ["global-agent", false],
      ["project-shared", true],
      ["project-agent", true],
    ]);
    // A source path that resolves to the root itself (through a symbolic link) is refused too.
    mkdirSync(join(home, ".config", "mcp"), { recursive: true });
    symlinkSync(join(home, ".pi"), join(home, ".config", "mcp", "mcp.json"));
    expect(candidateSources({ home, cwd: home, projectTrusted: true })[0]).toMatchObject({ refused: true });
    rmSync(join(home, ".config"), { recursive: true });
    const elsewhere = candidateSources({ home, cwd: home, projectTrusted: true });
    expect(elsewhere.every((s) => !s.refused)).toBe(true);
  });
});
