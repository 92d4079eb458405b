// Where the per-user cache directory is (spec/sources.yaml `cache`): an absolute override from the
// environment, else the user's cache home (XDG_CACHE_HOME when absolute, else ~/.cache), with the
// adapter's directory in it. Only the path is computed here; creating and checking it is the
// caller's (the tool-catalog cache makes its own directory private and owner-checked).
import { existsSync } from "node:fs";
import { homedir } from "node:os";
import { dirname, isAbsolute, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { CACHE_LOCATION } from "./generated.js";

type Env = Readonly<Record<string, string | undefined>>;

/**
 * The adapter's cache directory for this environment (not created). A home a person named (the
 * command line's --home) is the whole home: its cache is that home's, so the environment's cache
 * home, which belongs to the real one, no longer applies; the explicit override still does.
 */
function cacheDirectory(env: Env, home: string, homeNamed: boolean): string {
  const override = env[CACHE_LOCATION.env];
  if (override && isAbsolute(override)) return resolve(override);
  const base = homeNamed ? undefined : env[CACHE_LOCATION.baseEnv];
  const cacheHome =
    base && isAbsolute(base) ? base : join(...CACHE_LOCATION.baseDefault.map((s) => (s === "{home}" ? home : s)));
  return resolve(cacheHome, CACHE_LOCATION.dir);
}

/** The tool-catalog cache directory inside it (not created); `namedHome` is a --home. */
export function toolCacheDirectory(env: Env = process.env, namedHome?: string): string {
  const home = namedHome ?? env.HOME ?? homedir();
  return join(cacheDirectory(env, home, namedHome !== undefined), CACHE_LOCATION.toolsDir);
}

/** The empty directory where a server that is neither a project's own nor given a `cwd` starts (not created). */
export function serverCwdDirectory(env: Env = process.env, home: string = homedir()): string {
  return join(cacheDirectory(env, home, false), CACHE_LOCATION.serverCwdDir);
}

/** Whether `path` is `dir` or lies inside it. */
export function isInside(path: string, dir: string): boolean {
  const r = relative(resolve(dir), resolve(path));
  return r === "" || (!r.startsWith("..") && !isAbsolute(r));
}

/** The installed package's root: the nearest directory above this module with a package.json. */
export function adapterPackageRoot(moduleUrl: string = import.meta.url): string | undefined {
  let dir = dirname(fileURLToPath(moduleUrl));
  for (;;) {
    if (existsSync(join(dir, "package.json"))) return dir;
    const up = dirname(dir);
    if (up === dir) return undefined;
    dir = up;
  }
}
