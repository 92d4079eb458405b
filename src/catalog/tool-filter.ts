// includeTools / excludeTools (see docs/architecture.md, "Shared files"): names or simple globs, `*` for any
// run of characters and `?` for one; every other character is literal. Matching is linear-time backtracking
// over two indices (no regular expression), so a pattern of many stars cannot blow up on a long name.
import type { ToolFilter } from "../config/index.js";

/** True when `name` matches the glob `pattern` as a whole (code points, case-sensitive). */
export function globMatch(pattern: string, name: string): boolean {
  const p = [...pattern];
  const n = [...name];
  let pi = 0;
  let ni = 0;
  let star = -1;
  let resume = 0;
  while (ni < n.length) {
    if (pi < p.length && (p[pi] === "?" || (p[pi] !== "*" && p[pi] === n[ni]))) {
      pi += 1;
      ni += 1;
    } else if (pi < p.length && p[pi] === "*") {
      star = pi;
      resume = ni;
      pi += 1;
    } else if (star >= 0) {
      pi = star + 1;
      resume += 1;
      ni = resume;
    } else {
      return false;
    }
  }
  while (pi < p.length && p[pi] === "*") pi += 1;
  return pi === p.length;
}

/** Whether the filter lets a tool through: listed by includeTools (when present), not by excludeTools. */
export function toolVisible(filter: ToolFilter | undefined, name: string): boolean {
  if (!filter) return true;
  if (filter.include && !filter.include.some((g) => globMatch(g, name))) return false;
  return !(filter.exclude ?? []).some((g) => globMatch(g, name));
}
