// The command a message suggests for this adapter's CLI, as it runs where the adapter is installed:
// an installed package is not on PATH (Travis234 copies it into <agent dir>/packages/...), so the
// message names the running copy's own bin/travis234-mcp.js and the node that runs it. A
// process not started through that script (tests, a library user) gets the bare command name.
import { basename } from "node:path";

const SCRIPT = "travis234-mcp.js";
const SAFE = /^[A-Za-z0-9_./-]+$/;

const shellWord = (word: string): string => (SAFE.test(word) ? word : `'${word.replace(/'/g, "'\\''")}'`);

let cached: string | undefined;

/** `<node> <path>/bin/travis234-mcp.js` for this process, or `travis234-mcp`. */
export function cliCommand(argv: readonly string[] = process.argv, node: string = process.execPath): string {
  if (argv === process.argv && cached !== undefined) return cached;
  const script = argv[1];
  const found =
    script !== undefined && basename(script) === SCRIPT ? `${shellWord(node)} ${shellWord(script)}` : "travis234-mcp";
  if (argv === process.argv) cached = found;
  return found;
}
