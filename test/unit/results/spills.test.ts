import { spawnSync } from "node:child_process";
import {
  chmodSync,
  chownSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { dirname, join, resolve } from "node:path";
import { isMainThread } from "node:worker_threads";
import { describe, expect, it } from "vitest";
import { AdapterError } from "../../../src/errors/index.js";
import { SPILL_DIR_PREFIX, SpillStore, spillRootPath, sweepStaleSpillDirs } from "../../../src/results/spills.js";
import { spillDirsUnder } from "../../support/spills.js";
import { tempDir } from "../../support/temp.js";

const ROOT = resolve(import.meta.dirname, "../../..");
const isRoot = process.getuid?.() === 0;
const NOBODY = 65534;

function base(): string {
  const dir = tempDir("mcpa-spill-test-");
  return dir;
}

describe("SpillStore", () => {
  it("creates nothing until the first spill, then a 0700 directory with 0600 files", () => {
    const store = new SpillStore(base());
    expect(store.path).toBeUndefined();
    // A umask of 0: the modes must be the adapter's own. (A worker thread, as under StrykerJS,
    // cannot set the umask; the process's own then applies.)
    const old = isMainThread ? process.umask(0) : undefined;
    let spill: ReturnType<SpillStore["put"]>;
    try {
      spill = store.put("docs", "hello é", "text");
    } finally {
      if (old !== undefined) process.umask(old);
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

  it("writes a spill's file after the caller's turn, and at once when the spill or the directory is looked at", async () => {
    const b = base();
    const store = new SpillStore(b);
    const later = store.put("s", "later", "text");
    const dir = join(b, spillDirsUnder(b)[0] as string);
    const onDisk = (): string[] => readdirSync(dir).filter((f) => f !== "owner.pid");
    // Nothing written yet: the reply that names the spill goes out first.
    expect(onDisk()).toEqual([]);
    await new Promise((r) => setImmediate(r));
    expect(onDisk()).toHaveLength(1);
    expect(readFileSync(later.path, "utf8")).toBe("later");

    const looked = store.put("s", "looked at", "text");
    expect(onDisk()).toHaveLength(1);
    expect(readFileSync((store.get(looked.reference) as { path: string }).path, "utf8")).toBe("looked at");
    const byPath = store.put("s", "by path", "text");
    expect(readFileSync(byPath.path, "utf8")).toBe("by path");
    store.put("s", "by directory", "text");
    expect(readdirSync(store.path as string).filter((f) => f !== "owner.pid")).toHaveLength(4);

    const dropped = store.put("s", "dropped", "text");
    store.discard(dropped.reference);
    const closing = store.put("s", "closing", "text");
    store.close();
    await new Promise((r) => setImmediate(r));
    expect(existsSync(dir)).toBe(false);
    expect(store.get(closing.reference)).toBeUndefined();
  });

  it("forgets a spill whose deferred write fails and gives its space back", async () => {
    const b = base();
    const store = new SpillStore(b);
    const spill = store.put("s", "nowhere to go", "text");
    rmSync(join(b, spillDirsUnder(b)[0] as string), { recursive: true, force: true });
    await new Promise((r) => setImmediate(r));
    expect(store.get(spill.reference)).toBeUndefined();
    expect(store.usedBytes).toBe(0);
    store.close();
  });

  it("refuses a spill over the quota and counts discarded spills back", () => {
    const store = new SpillStore(base(), 10);
    const a = store.put("s", "12345678", "text");
    expect(() => store.put("s", "abc", "text")).toThrowError(
      expect.objectContaining({ code: "MCPA_SPILL_QUOTA" }) as Error,
    );
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

/** A pid that is surely gone: a child that already exited and was reaped. */
const deadPid = (): string =>
  spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"], { encoding: "utf8" }).stdout;

describe("the per-user spill root", () => {
  it("is one 0700 directory of this user under the base, holding each runtime's directory", () => {
    const b = base();
    const store = new SpillStore(b);
    store.put("s", "x", "text");
    const root = spillRootPath(b);
    expect(dirname(store.path as string)).toBe(root);
    const st = lstatSync(root);
    expect(st.isDirectory() && !st.isSymbolicLink()).toBe(true);
    expect(st.mode & 0o777).toBe(0o700);
    expect(st.uid).toBe(process.getuid?.());
    store.close();
    expect(readdirSync(root)).toEqual([]);
  });

  it("tightens a root of this user with a looser mode", () => {
    const b = base();
    mkdirSync(spillRootPath(b), { mode: 0o755 });
    chmodSync(spillRootPath(b), 0o777);
    const store = new SpillStore(b);
    store.put("s", "x", "text");
    expect(dirname(store.path as string)).toBe(spillRootPath(b));
    expect(statSync(spillRootPath(b)).mode & 0o777).toBe(0o700);
    store.close();
  });

  it.each([0o750, 0o770, 0o705, 0o701, 0o710].map((m) => [m.toString(8), m] as const))(
    "tightens a root of this user at 0%s (any group or other bit) to 0700",
    (_octal, mode) => {
      const b = base();
      mkdirSync(spillRootPath(b), { mode: 0o700 });
      chmodSync(spillRootPath(b), mode);
      const store = new SpillStore(b);
      store.put("s", "x", "text");
      expect(dirname(store.path as string)).toBe(spillRootPath(b));
      expect(statSync(spillRootPath(b)).mode & 0o777).toBe(0o700);
      store.close();
    },
  );

  it("never uses a planted symlink to a 0700 directory this user owns (a stand-in for ~/.ssh) as the root", () => {
    const b = base();
    const ssh = join(b, "dot-ssh");
    mkdirSync(ssh, { mode: 0o700 });
    chmodSync(ssh, 0o700);
    writeFileSync(join(ssh, "id_ed25519"), "private key");
    symlinkSync(ssh, spillRootPath(b));
    expect(sweepStaleSpillDirs(b)).toBe(0);
    const store = new SpillStore(b);
    const spill = store.put("s", "kept private", "text");
    expect(dirname(store.path as string)).toBe(b);
    expect(readdirSync(ssh)).toEqual(["id_ed25519"]);
    expect(readFileSync(spill.path, "utf8")).toBe("kept private");
    store.close();
    expect(readdirSync(ssh)).toEqual(["id_ed25519"]);
    expect(statSync(ssh).mode & 0o777).toBe(0o700);
  });

  it("never follows a symlink planted at the root's path: the run makes a private root of its own", () => {
    const b = base();
    const elsewhere = join(b, "elsewhere");
    mkdirSync(elsewhere, { mode: 0o777 });
    symlinkSync(elsewhere, spillRootPath(b));
    const store = new SpillStore(b);
    const spill = store.put("s", "kept private", "text");
    expect(readdirSync(elsewhere)).toEqual([]);
    expect(dirname(store.path as string)).toBe(b);
    expect(statSync(store.path as string).mode & 0o777).toBe(0o700);
    expect(readFileSync(spill.path, "utf8")).toBe("kept private");
    expect(sweepStaleSpillDirs(b)).toBe(0);
    store.close();
    expect(existsSync(store.path ?? "")).toBe(false);
    expect(lstatSync(spillRootPath(b)).isSymbolicLink()).toBe(true);
  });

  it.runIf(isRoot)("does not use a root owned by another user, nor sweep one of their directories", () => {
    const b = base();
    mkdirSync(spillRootPath(b), { mode: 0o777 });
    chownSync(spillRootPath(b), NOBODY, NOBODY);
    const theirs = join(b, `${SPILL_DIR_PREFIX}theirs`);
    mkdirSync(theirs);
    writeFileSync(join(theirs, "owner.pid"), deadPid());
    chownSync(theirs, NOBODY, NOBODY);
    expect(sweepStaleSpillDirs(b)).toBe(0);
    expect(existsSync(theirs)).toBe(true);
    const store = new SpillStore(b);
    store.put("s", "x", "text");
    expect(dirname(store.path as string)).toBe(b);
    expect(readdirSync(spillRootPath(b))).toEqual([]);
    store.close();
  });
});

// Another user's directory in a shared temp dir, shaped like a stale spill directory (a dead
// owner.pid) and not deletable by us: every start threw EACCES. Root can delete anything, so as
// root the sweep and a spill run in a child with the unprivileged uid 65534.
// The child must reach the sources: every directory above the checkout open to others (a copy in
// a private directory, such as a StrykerJS sandbox, is not).
function othersCanEnter(dir: string): boolean {
  for (let d = dir; ; d = dirname(d)) {
    if ((statSync(d).mode & 0o001) === 0) return false;
    if (dirname(d) === d) return true;
  }
}

describe.runIf(isRoot && othersCanEnter(ROOT))(
  "spills in a shared temp dir with another user's planted directory (EACCES)",
  () => {
    it("the sweep skips it (and survives a stale directory of its own it cannot remove), the spill goes to this user's private root, nothing throws", () => {
      const scratch = base();
      chmodSync(scratch, 0o755);
      const shared = join(scratch, "shared-tmp");
      const childTmp = join(scratch, "child-tmp");
      for (const d of [shared, childTmp]) {
        mkdirSync(d);
        chmodSync(d, 0o1777);
      }
      const planted = join(shared, `${SPILL_DIR_PREFIX}planted`);
      mkdirSync(join(planted, "inner"), { recursive: true });
      writeFileSync(join(planted, "owner.pid"), deadPid());
      writeFileSync(join(planted, "inner", "file"), "theirs");
      chmodSync(planted, 0o755);
      // And one of the child's own stale directories that it cannot fully remove (a part is root's).
      const stuck = join(shared, `${SPILL_DIR_PREFIX}stuck`);
      mkdirSync(join(stuck, "locked"), { recursive: true });
      writeFileSync(join(stuck, "owner.pid"), deadPid());
      writeFileSync(join(stuck, "locked", "file"), "x");
      chownSync(stuck, NOBODY, NOBODY);
      chownSync(join(stuck, "owner.pid"), NOBODY, NOBODY);
      const script = `
      import { lstatSync, readFileSync } from "node:fs";
      import { SpillStore, sweepStaleSpillDirs } from ${JSON.stringify(join(ROOT, "src/results/spills.ts"))};
      const base = ${JSON.stringify(shared)};
      const swept = sweepStaleSpillDirs(base);
      const store = new SpillStore(base);
      const spill = store.put("s", "mine", "text");
      const dir = store.path;
      const root = lstatSync(dir + "/..");
      const out = { swept, dir, rootMode: root.mode & 0o777, rootUid: root.uid, text: readFileSync(spill.path, "utf8"), again: sweepStaleSpillDirs(base) };
      store.close();
      process.stdout.write(JSON.stringify(out));`;
      const child = spawnSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
        uid: NOBODY,
        gid: NOBODY,
        encoding: "utf8",
        cwd: ROOT,
        env: { PATH: process.env.PATH ?? "/usr/bin:/bin", TMPDIR: childTmp, HOME: childTmp },
        timeout: 60_000,
      });
      expect(child.stderr).toBe("");
      expect(child.status).toBe(0);
      const out = JSON.parse(child.stdout) as {
        swept: number;
        dir: string;
        rootMode: number;
        rootUid: number;
        text: string;
        again: number;
      };
      expect(out).toMatchObject({ swept: 0, again: 0, rootMode: 0o700, rootUid: NOBODY, text: "mine" });
      expect(dirname(out.dir)).toBe(join(shared, `${SPILL_DIR_PREFIX}spills-${NOBODY}`));
      expect(readFileSync(join(planted, "inner", "file"), "utf8")).toBe("theirs");
      expect(readFileSync(join(stuck, "locked", "file"), "utf8")).toBe("x");
      expect(existsSync(out.dir)).toBe(false);
    });
  },
);
