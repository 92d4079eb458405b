// Writing JSON files the way a user would, and listing every file under a directory (for spill and
// leak checks).
import { existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";

export function writeJson(path: string, value: unknown): void {
  mkdirSync(resolve(path, ".."), { recursive: true });
  writeFileSync(path, `${JSON.stringify(value, null, 2)}\n`);
}

/** Writes `servers` as the user's ~/.config/mcp/mcp.json under `home`. */
export function writeUserServers(home: string, servers: Readonly<Record<string, unknown>>): void {
  writeJson(join(home, ".config/mcp/mcp.json"), { mcpServers: servers });
}

export interface FileUnder {
  /** Relative to the directory listed, with `/` separators. */
  readonly name: string;
  readonly path: string;
  readonly data: Buffer;
}

/**
 * Every regular file under `dir` (recursively, not through symbolic links), with its contents; none
 * when `dir` does not exist.
 */
export function filesUnder(dir: string): FileUnder[] {
  if (!existsSync(dir)) return [];
  const out: FileUnder[] = [];
  const walk = (d: string, rel: string): void => {
    for (const n of readdirSync(d)) {
      const path = join(d, n);
      const name = rel === "" ? n : `${rel}/${n}`;
      const st = lstatSync(path, { throwIfNoEntry: false });
      if (st?.isDirectory()) walk(path, name);
      else if (st?.isFile()) out.push({ name, path, data: readFileSync(path) });
    }
  };
  walk(dir, "");
  return out;
}
