// The command line and the sidecar as the shim runs them: the same esbuild bundle that
// build/bundle.mjs makes for dist/, built once per test file into a private directory, so that a
// concurrent rebuild of dist/ by another test run cannot be caught half written.
import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { buildSync } from "esbuild";
import { ROOT } from "./paths.js";
import type { Surfaces } from "./surfaces.js";
import { tempDir } from "./temp.js";

let bundled: string | undefined;

/** The entry to run with node: `node <entry> sidecar` is what the shim starts. */
export function cliEntry(): string {
  if (bundled !== undefined) return bundled;
  const dir = tempDir("cli-bundle-", { scope: "file" });
  buildSync({
    entryPoints: [join(ROOT, "src/cli/main.ts")],
    outfile: join(dir, "travis234-mcp.mjs"),
    bundle: true,
    platform: "node",
    mainFields: ["module", "main"],
    format: "esm",
    target: "node20",
    legalComments: "none",
    logLevel: "warning",
    banner: {
      js: 'import { createRequire as __travis234CreateRequire } from "node:module"; const require = __travis234CreateRequire(import.meta.url);',
    },
  });
  // bin/travis234-mcp.js does exactly this with dist/travis234-mcp.mjs.
  writeFileSync(join(dir, "launch.mjs"), 'const entry = await import("./travis234-mcp.mjs");\nawait entry.main();\n');
  bundled = join(dir, "launch.mjs");
  return bundled;
}

export interface CliRun {
  readonly status: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** One run of the command line; its stdout and stderr are recorded as surfaces. */
export function runCli(
  args: readonly string[],
  o: { env: Record<string, string>; input?: string; cwd?: string },
  surfaces: Surfaces,
): CliRun {
  const r = spawnSync(process.execPath, [cliEntry(), ...args], {
    cwd: o.cwd ?? ROOT,
    env: { PATH: process.env.PATH ?? "", LANG: "C.UTF-8", ...o.env },
    input: o.input ?? "",
    encoding: "utf8",
    timeout: 40_000,
  });
  surfaces.add(`cli ${args[0]} stdout`, r.stdout);
  surfaces.add(`cli ${args[0]} stderr`, r.stderr);
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}
