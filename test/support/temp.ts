// A self-cleaning temporary directory. `tempDir()` makes a fresh directory under os.tmpdir() and
// registers its removal itself, so a test never pairs mkdtempSync with rmSync:
//   - called while a test runs (its body, a beforeEach or an afterEach), the directory is removed
//     by vitest's onTestFinished, which runs after every afterEach of that test, so a harness that
//     closes runtimes or kills servers in afterEach still finds its files;
//   - called anywhere else (at the top of a file, in a describe body, in beforeAll), it belongs to
//     the file: removed by the afterAll that this module registers when a test file imports it,
//     the last afterAll of the file to run (hooks run in reverse order of registration).
// `{ scope: "file" }` asks for the second even inside a test, for a directory that a cache keeps
// across tests. Vitest evaluates this module afresh for every test file (isolated workers), so
// each file gets its own afterAll.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, onTestFinished } from "vitest";

const ofTheFile: string[] = [];

afterAll(() => {
  for (const dir of ofTheFile.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function insideATest(remove: () => void): boolean {
  try {
    onTestFinished(remove);
    return true;
  } catch {
    // Not inside a test: vitest refuses the hook, and the file's afterAll removes the directory.
    return false;
  }
}

export function tempDir(prefix = "travis234-test-", o: { readonly scope?: "file" } = {}): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  if (o.scope === "file" || !insideATest(() => rmSync(dir, { recursive: true, force: true }))) ofTheFile.push(dir);
  return dir;
}
