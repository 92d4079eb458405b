// decideProjectTrust: project files count only after an explicit decision (docs/architecture.md, "Project
// trust"). Every combination of the host's inputs is checked against a plain statement of the rule, and the
// table below pins the rows that matter most (the fresh clone the host calls trusted above all).
import { describe, expect, it } from "vitest";
import type { TrustBasis, TrustInputs } from "../../../src/config/index.js";
import { cliTrust, decideProjectTrust } from "../../../src/config/index.js";

const ROWS: ReadonlyArray<readonly [string, TrustInputs, boolean, TrustBasis]> = [
  [
    "a fresh clone: the host says trusted, nobody decided",
    { hostTrusted: true, savedTrust: null, approval: null, defaultProjectTrust: "ask", hostGated: false },
    false,
    "undecided",
  ],
  ["an old shim that sends only projectTrusted", { hostTrusted: true }, false, "undecided"],
  ["-a", { hostTrusted: true, approval: true }, true, "approval"],
  ["-na", { hostTrusted: false, approval: false }, false, "declined"],
  ["-na with a saved yes", { hostTrusted: false, approval: false, savedTrust: true }, false, "declined"],
  ["a saved yes (this folder or a parent)", { hostTrusted: true, savedTrust: true }, true, "saved"],
  ["a saved no, though the host says trusted", { hostTrusted: true, savedTrust: false }, false, "declined"],
  [
    "a saved no with the setting always",
    { hostTrusted: true, savedTrust: false, defaultProjectTrust: "always" },
    false,
    "declined",
  ],
  ["the setting always", { hostTrusted: true, defaultProjectTrust: "always" }, true, "setting"],
  ["the setting never", { hostTrusted: true, defaultProjectTrust: "never" }, false, "declined"],
  [
    "a gated project the host decided on (prompt or extension)",
    { hostTrusted: true, hostGated: true },
    true,
    "host-decision",
  ],
  ["a gated project the host declined", { hostTrusted: false, hostGated: true }, false, "declined"],
  [
    "the host says untrusted, whatever else",
    { hostTrusted: false, savedTrust: true, defaultProjectTrust: "always", hostGated: true },
    false,
    "declined",
  ],
];

describe("decideProjectTrust", () => {
  it.each(ROWS)("%s", (_name, inputs, trusted, basis) => {
    expect(decideProjectTrust(inputs)).toEqual({ trusted, basis });
  });

  it("trusts exactly when the host does and one explicit yes comes before any explicit no", () => {
    const tri = [true, false, null] as const;
    for (const hostTrusted of [true, false])
      for (const savedTrust of tri)
        for (const approval of tri)
          for (const defaultProjectTrust of ["always", "never", "ask"] as const)
            for (const hostGated of [true, false]) {
              // In the host's own order: approval, saved decision, setting, then its own prompt.
              const first =
                approval ??
                savedTrust ??
                (defaultProjectTrust === "ask" ? null : defaultProjectTrust === "always") ??
                (hostGated ? true : null);
              const want = hostTrusted && first === true;
              expect(
                decideProjectTrust({ hostTrusted, savedTrust, approval, defaultProjectTrust, hostGated }).trusted,
                JSON.stringify({ hostTrusted, savedTrust, approval, defaultProjectTrust, hostGated }),
              ).toBe(want);
            }
  });

  it("the command line's --trusted decides for its own run", () => {
    expect(cliTrust(true)).toEqual({ trusted: true, basis: "cli" });
    expect(cliTrust(false)).toEqual({ trusted: false, basis: "undecided" });
  });
});
