// A stand-in for a Travis234 host that is about to crash (fault suite, test-only). It starts the
// sidecar the way the shim does (`node bin/travis234-mcp.js sidecar`, JSON lines on pipes),
// prints `{"sidecarPid": <pid>}` first, then relays its own stdin to the sidecar's stdin and the
// sidecar's stdout to its own. The test kills it with SIGKILL: the sidecar is left with stdin at
// EOF and a stdout nobody reads, exactly as after a real host crash. The sidecar's stderr goes to
// this process's stderr.
//
//   node test/fault/crash-host.mjs <path to bin/travis234-mcp.js>
import { spawn } from "node:child_process";

const entry = process.argv[2];
if (!entry) {
  process.stderr.write("usage: crash-host.mjs <travis234-mcp.js>\n");
  process.exit(2);
}
const sidecar = spawn(process.execPath, [entry, "sidecar"], { stdio: ["pipe", "pipe", "inherit"], env: process.env });
process.stdout.write(`${JSON.stringify({ sidecarPid: sidecar.pid })}\n`);
process.stdin.pipe(sidecar.stdin);
sidecar.stdout.pipe(process.stdout);
sidecar.stdin.on("error", () => {});
sidecar.once("exit", (code, signal) => {
  process.stdout.write(`${JSON.stringify({ sidecarExit: code ?? signal })}\n`, () => process.exit(0));
});
