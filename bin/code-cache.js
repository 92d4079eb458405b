// V8 code cache for the CommonJS bundle (dist/travis234-mcp.cjs), so a sidecar start does not
// parse and compile 800 KB of JavaScript again. Node 20 has no module compile cache,
// and an ES module cannot take cached data there; a vm.Script can, on every Node version.
//
// The cache lives in a private per-user directory, never beside the installed package (which may be
// read-only or shared): $TRAVIS234_MCP_CACHE_DIR, else $XDG_CACHE_HOME/travis234-mcp, else
// ~/.cache/travis234-mcp. The directory is made 0700 and must be owned by this user and writable
// by nobody else (cached data is code V8 runs); the file is written 0600 under a temporary name and
// renamed into place, the SHA-256 of the data first. Its name holds the bundle's hash, the Node
// version and the architecture only. A cache V8 rejects (other flags, a corrupt file) is rebuilt;
// files of other bundles or Node versions older than a week are removed when a new one is written;
// with no usable directory the bundle simply runs uncached. TRAVIS234_MCP_CACHE_DEBUG=1 reports
// what happened on stderr.
import { createHash, randomBytes } from "node:crypto";
import {
  closeSync,
  fstatSync,
  lstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from "node:fs";
import { createRequire } from "node:module";
import { homedir } from "node:os";
import { basename, dirname, isAbsolute, join } from "node:path";
import vm from "node:vm";

/** Milliseconds after start at which the cache is written (the sidecar is ready by then); else at exit. */
const SAVE_AFTER_MS = 1_000;
/** Cache files of other bundles or Node versions (and left-over temporary files) older than this go. */
const PRUNE_AFTER_MS = 7 * 24 * 3600 * 1000;
const OURS = /^travis234-mcp-[0-9a-f]{32}-node[0-9.]+-[a-z0-9]+\.v8cache(\.\d+\.[0-9a-f]+\.tmp)?$/;

const digest = (data) => createHash("sha256").update(data).digest();

/** The cache directory the environment asks for (not yet checked or created). */
export function cacheDirectory(env = process.env) {
  if (env.TRAVIS234_MCP_CACHE_DIR && isAbsolute(env.TRAVIS234_MCP_CACHE_DIR)) return env.TRAVIS234_MCP_CACHE_DIR;
  const base = env.XDG_CACHE_HOME && isAbsolute(env.XDG_CACHE_HOME) ? env.XDG_CACHE_HOME : join(homedir(), ".cache");
  return join(base, "travis234-mcp");
}

/** Owned by this user and writable by nobody else (no check where there are no uids). */
function private_(stat) {
  const uid = process.getuid?.();
  return uid === undefined || (stat.uid === uid && (stat.mode & 0o022) === 0);
}

/** The directory, created 0700 if missing, when it is private; else undefined (run uncached). */
export function privateDirectory(dir) {
  try {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    const stat = statSync(dir);
    return stat.isDirectory() && private_(stat) ? dir : undefined;
  } catch {
    return undefined;
  }
}

/** The file name for this bundle on this Node: no path, user or environment value in it. */
export function cacheFileName(source) {
  const hash = digest(source).toString("hex").slice(0, 32);
  return `travis234-mcp-${hash}-node${process.versions.node}-${process.arch}.v8cache`;
}

/**
 * The cached data of a private file: V8 checks only the source's length and its own version and
 * flags, not the data (a release build has no checksum), so the file starts with the SHA-256 of
 * the rest. undefined when there is no private file; null when it is corrupt.
 */
function readPrivate(file) {
  let fd;
  try {
    fd = openSync(file, "r");
    if (!private_(fstatSync(fd))) return undefined;
    const bytes = readFileSync(fd);
    const data = bytes.subarray(32);
    return bytes.length > 32 && digest(data).equals(bytes.subarray(0, 32)) ? data : null;
  } catch {
    return undefined;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/** Writes data 0600 beside file under a temporary name, then renames it over file. */
export function writeAtomically(file, data) {
  const temp = `${file}.${process.pid}.${randomBytes(4).toString("hex")}.tmp`;
  try {
    writeFileSync(temp, data, { mode: 0o600, flag: "wx" });
    renameSync(temp, file);
    return true;
  } catch {
    try {
      unlinkSync(temp);
    } catch {}
    return false;
  }
}

/**
 * Removes this module's files in dir other than `keep` that were written more than PRUNE_AFTER_MS
 * ago: old bundles and Node versions would pile up, one file each. A file still in use (a hit does
 * not touch it) is simply written again at its next start.
 */
export function prune(dir, keep, now = Date.now()) {
  try {
    for (const name of readdirSync(dir)) {
      if (name === keep || !OURS.test(name)) continue;
      try {
        if (now - lstatSync(join(dir, name)).mtimeMs > PRUNE_AFTER_MS) unlinkSync(join(dir, name));
      } catch {}
    }
  } catch {}
}

/**
 * Compiles and runs the CommonJS bundle at `bundle` with V8 cached data, returning its exports.
 * `state` is "hit" (the cache was used), "miss" (none yet), "rejected" (V8 refused it) or "off"
 * (no private directory); on a miss or a rejection the cache is written once, SAVE_AFTER_MS after
 * start or at exit, whichever comes first.
 */
export function loadCached(bundle, env = process.env) {
  const source = readFileSync(bundle, "utf8");
  const dir = privateDirectory(cacheDirectory(env));
  const file = dir && join(dir, cacheFileName(source));
  const cached = file ? readPrivate(file) : undefined;
  // The wrapper Node's own CommonJS loader puts around a module.
  const script = new vm.Script(`(function (exports, require, module, __filename, __dirname) {${source}\n})`, {
    filename: bundle,
    cachedData: cached ?? undefined,
  });
  const state = !file
    ? "off"
    : cached === undefined
      ? "miss"
      : cached === null || script.cachedDataRejected
        ? "rejected"
        : "hit";
  const debug =
    env.TRAVIS234_MCP_CACHE_DEBUG === "1"
      ? (text) => process.stderr.write(`travis234-mcp: code cache ${text}\n`)
      : () => {};
  debug(state);
  if (file && state !== "hit") {
    const save = () => {
      clearTimeout(timer);
      process.removeListener("exit", save);
      const data = script.createCachedData();
      if (!writeAtomically(file, Buffer.concat([digest(data), data]))) return;
      debug("written");
      prune(dir, basename(file));
    };
    const timer = setTimeout(save, SAVE_AFTER_MS).unref();
    process.once("exit", save);
  }
  const module = { exports: {} };
  script
    .runInThisContext()
    .call(module.exports, module.exports, createRequire(bundle), module, bundle, dirname(bundle));
  return { exports: module.exports, state };
}
