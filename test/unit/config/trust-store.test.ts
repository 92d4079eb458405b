// The command line's trust (cliProjectTrust): the host's saved decision in <agent dir>/trust.json, in
// the exact form the host writes it (resolved absolute paths as keys, sorted, two-space indented; a
// parent's decision covers the projects below it, a null removes one), then the global
// defaultProjectTrust setting; --trusted overrides both. test/e2e/cli-host-trust.test.ts has the real
// host write the store.
import { mkdirSync, realpathSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { TrustBasis } from "../../../src/config/index.js";
import { cliProjectTrust, savedProjectTrust } from "../../../src/config/index.js";
import { tempDir } from "../../support/temp.js";

function world() {
  const root = realpathSync(tempDir("cli-trust-"));
  const agentDir = join(root, "agent");
  const parent = join(root, "src");
  const cwd = join(parent, "project");
  for (const d of [agentDir, cwd]) mkdirSync(d, { recursive: true });
  return { root, agentDir, parent, cwd };
}

/** The host's own serialisation: json.dumps(ordered, indent=2) + "\n", keys sorted. */
const hostStore = (decisions: Record<string, boolean | null>): string => {
  const sorted = Object.fromEntries(
    Object.keys(decisions)
      .sort()
      .map((k) => [k, decisions[k]]),
  );
  return `${JSON.stringify(sorted, null, 2)}\n`;
};

type W = ReturnType<typeof world>;
const ROWS: ReadonlyArray<
  readonly [
    string,
    (w: W) => Record<string, boolean | null> | string | undefined,
    string | undefined,
    boolean,
    TrustBasis,
  ]
> = [
  ["no store: nobody decided", () => undefined, undefined, false, "undecided"],
  ['"Trust" saved for the project', (w) => ({ [w.cwd]: true }), undefined, true, "saved"],
  ['"Trust parent folder" (the project\'s own entry removed)', (w) => ({ [w.parent]: true }), undefined, true, "saved"],
  ['"Do not trust" saved', (w) => ({ [w.cwd]: false }), undefined, false, "declined"],
  [
    "the nearest decision wins over a parent's",
    (w) => ({ [w.parent]: true, [w.cwd]: false }),
    undefined,
    false,
    "declined",
  ],
  [
    "a null is no decision: the parent's counts",
    (w) => ({ [w.parent]: true, [w.cwd]: null }),
    undefined,
    true,
    "saved",
  ],
  [
    "another project's decision does not count",
    (w) => ({ [join(w.root, "other")]: true }),
    undefined,
    false,
    "undecided",
  ],
  ["the setting always", () => undefined, "always", true, "setting"],
  ["a saved no beats the setting always", (w) => ({ [w.cwd]: false }), "always", false, "declined"],
  ["the setting never", () => undefined, "never", false, "declined"],
  [
    "a store the host would refuse (a string value) is no decision",
    (w) => `${JSON.stringify({ [w.cwd]: "yes" })}\n`,
    undefined,
    false,
    "undecided",
  ],
  ["a store that is not JSON is no decision", () => "{ not json", undefined, false, "undecided"],
];

describe("the command line honours the host's saved trust", () => {
  it.each(ROWS)("%s", (_, store, setting, trusted, basis) => {
    const w = world();
    const s = store(w);
    if (s !== undefined) writeFileSync(join(w.agentDir, "trust.json"), typeof s === "string" ? s : hostStore(s));
    if (setting !== undefined)
      writeFileSync(join(w.agentDir, "settings.json"), JSON.stringify({ defaultProjectTrust: setting }));
    expect(cliProjectTrust({ agentDir: w.agentDir, cwd: w.cwd, trustedFlag: false })).toEqual({ trusted, basis });
  });

  it("--trusted overrides a saved no", () => {
    const w = world();
    writeFileSync(join(w.agentDir, "trust.json"), hostStore({ [w.cwd]: false }));
    expect(cliProjectTrust({ agentDir: w.agentDir, cwd: w.cwd, trustedFlag: true })).toEqual({
      trusted: true,
      basis: "cli",
    });
  });

  it("a project reached through a symlink is looked up by its resolved path, as the host keys it", () => {
    const w = world();
    const link = join(w.root, "link");
    symlinkSync(w.cwd, link);
    writeFileSync(join(w.agentDir, "trust.json"), hostStore({ [w.cwd]: true }));
    expect(savedProjectTrust(w.agentDir, link)).toBe(true);
  });
});
