// The spill directories under a temp base, as the adapter lays them out (src/results/spill-root.ts):
// per-runtime directories inside the user's private root, and any straight under the base (older
// versions, or a run whose root was taken). Paths are relative to `base`.
import { existsSync, readdirSync } from "node:fs";
import { basename, join } from "node:path";
import { SPILL_DIR_PREFIX, spillRootPath } from "../../src/results/spills.js";

export function spillDirsUnder(base: string): string[] {
  if (!existsSync(base)) return [];
  const root = basename(spillRootPath(base));
  const direct = readdirSync(base).filter((n) => n.startsWith(SPILL_DIR_PREFIX) && n !== root);
  const inRoot = existsSync(join(base, root)) ? readdirSync(join(base, root)).map((n) => join(root, n)) : [];
  return [...direct, ...inRoot];
}
