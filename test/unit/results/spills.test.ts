import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { AdapterError } from "../../../src/errors/index.js";
import { SPILL_DIR_PREFIX, SpillStore, sweepStaleSpillDirs } from "../../../src/results/spills.js";

const temps: string[] = [];
function base(): string {
  const dir = mkdtempSync(join(tmpdir(), "mcpa-spill-test-"));
  temps.push(dir);
  return dir;
}
afterEach(() => {
  while (temps.length > 0) rmSync(temps.pop() as string, { recursive: true, force: true });
});

describe("SpillStore", () => {
  it("creates nothing until the first spill, then a 0700 directory with 0600 files", () => {
    const store = new SpillStore(base());
    expect(store.path).toBeUndefined();
    const old = process.umask(0);
    let spill;
    try {
      spill = store.put("docs", "hello é", "text");
    } finally {
      process.umask(old);
    }
    expect(spill.reference).toMatch(/^mcp-output-[0-9a-f]{32}$/);
    expect(statSync(store.path as string).mode & 0o777).toBe(0o700);
    expect(statSync(spill.path).mode & 0o777).toBe(0o600);
    expect(readFileSync(spill.path, "utf8")).toBe("hello é");
    expect(spill.bytes).toBe(Buffer.byteLength("hello é"));
    store.close();
  });

  it("gives two spills of the same text different names and references", () => {
    const store = new SpillStore(base());
    const a = store.put("s", "same", "text");
    const b = store.put("s", "same", "text");
    expect(a.reference).not.toBe(b.reference);
    expect(a.path).not.toBe(b.path);
    store.close();
  });

  it("refuses a spill over the quota and counts discarded spills back", () => {
    const store = new SpillStore(base(), 10);
    const a = store.put("s", "12345678", "text");
    expect(() => store.put("s", "abc", "text")).toThrowError(expect.objectContaining({ code: "MCPA_SPILL_QUOTA" }) as Error);
    store.discard(a.reference);
    expect(existsSync(a.path)).toBe(false);
    expect(store.put("s", "abc", "text").bytes).toBe(3);
    store.close();
  });

  it("removes its directory at close, idempotently, and refuses later spills", () => {
    const store = new SpillStore(base());
    store.put("s", Buffer.from([1, 2, 3]), "binary", "application/octet-stream");
    const dir = store.path as string;
    store.close();
    store.close();
    expect(existsSync(dir)).toBe(false);
    expect(() => store.put("s", "x", "text")).toThrow();
  });

  it("wraps the quota failure in the catalog error", () => {
    const store = new SpillStore(base(), 0);
    try {
      store.put("s", "x", "text");
      expect.unreachable();
    } catch (err) {
      expect(AdapterError.isInstance(err)).toBe(true);
    }
  });
});

describe("sweepStaleSpillDirs", () => {
  it("removes directories of dead owners and keeps live and foreign ones", () => {
    const root = base();
    const dead = spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"], { encoding: "utf8" });
    const deadDir = join(root, `${SPILL_DIR_PREFIX}dead`);
    mkdirSync(deadDir);
    writeFileSync(join(deadDir, "owner.pid"), dead.stdout);
    writeFileSync(join(deadDir, "leftover.txt"), "x");
    const liveDir = join(root, `${SPILL_DIR_PREFIX}live`);
    mkdirSync(liveDir);
    writeFileSync(join(liveDir, "owner.pid"), String(process.pid));
    const foreign = join(root, `${SPILL_DIR_PREFIX}no-owner`);
    mkdirSync(foreign);
    const unrelated = join(root, "unrelated");
    mkdirSync(unrelated);
    expect(sweepStaleSpillDirs(root)).toBe(1);
    expect(existsSync(deadDir)).toBe(false);
    expect(existsSync(liveDir)).toBe(true);
    expect(existsSync(foreign)).toBe(true);
    expect(existsSync(unrelated)).toBe(true);
  });

  it("counts an owner that exited but was not reaped yet (a zombie) as gone", async () => {
    const root = base();
    // A child of this process that exits at once: until Node reaps it, kill(pid, 0) still succeeds.
    const { spawn } = await import("node:child_process");
    const child = spawn("sh", ["-c", "exit 0"], { stdio: "ignore" });
    const pid = child.pid as number;
    let state = "";
    for (let i = 0; i < 200 && state !== "Z"; i++) {
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      state = stat.slice(stat.lastIndexOf(")") + 2, stat.lastIndexOf(")") + 3);
      if (state !== "Z") spawnSync("sleep", ["0.01"]);
    }
    // Synchronous waiting above keeps the event loop from reaping it.
    expect(state).toBe("Z");
    const dir = join(root, `${SPILL_DIR_PREFIX}zombie`);
    mkdirSync(dir);
    writeFileSync(join(dir, "owner.pid"), String(pid));
    expect(sweepStaleSpillDirs(root)).toBe(1);
    expect(existsSync(dir)).toBe(false);
    await new Promise((r) => child.once("exit", r));
  });
});
