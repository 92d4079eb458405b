import { homedir } from "node:os";
import { ToolCache } from "../catalog/tool-cache.js";
import { adapterPackageRoot, isInside, toolCacheDirectory } from "../config/index.js";

/** The per-user tool-catalog cache for this runtime (it follows a home a person named with --home):
 * never inside the session's project (unless the project is the home or above it) nor the package. */
export function defaultToolCache(o: {
  readonly cwd: string;
  readonly env?: NodeJS.ProcessEnv;
  readonly home?: string | undefined;
}): ToolCache {
  const env = o.env ?? process.env;
  const home = o.home ?? env.HOME ?? homedir();
  const project = isInside(home, o.cwd) ? [] : [o.cwd];
  const pkg = adapterPackageRoot();
  return ToolCache.open({ dir: toolCacheDirectory(env, o.home), forbidden: [...project, ...(pkg ? [pkg] : [])] });
}
