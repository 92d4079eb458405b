// Runs once before the test files: rebuild the bundle that bin/travis234-mcp.js (and so the
// Travis234 shim) runs, so that no test exercises a stale dist/.
import { execFileSync } from "node:child_process";
import { resolve } from "node:path";

export default function setup(): void {
  execFileSync(process.execPath, [resolve(import.meta.dirname, "../../build/bundle.mjs")], { stdio: "ignore" });
}
