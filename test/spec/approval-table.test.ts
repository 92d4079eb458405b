// The approval decision table (spec/proxy-request.yaml `approval`, codegen/emit-approval.ts): the
// generator validates its own input, so a rule the interpreters could not follow, a code the
// catalog lacks or a typo in a condition fails codegen instead of reaching either side.
import { cpSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { approvalTable } from "../../codegen/emit-approval.js";
import { ROOT } from "../../codegen/index.js";
import { loadSpec } from "../../codegen/load-spec.js";
import type { ErrorEntry, LimitRow, ProxySpec } from "../../codegen/model.js";
import { APPROVAL_TABLE } from "../../generated/proxy.js";
import { tempDir } from "../support/temp.js";

const spec = loadSpec(ROOT);
const proxy = spec["proxy-request.yaml"].data as ProxySpec;
const limits = (spec["limits.yaml"].data as { limits: LimitRow[] }).limits;
const errors = (spec["errors.yaml"].data as { errors: Record<string, ErrorEntry> }).errors;
const withRules = (rules: ProxySpec["approval"]["rules"]): ProxySpec => ({
  ...proxy,
  approval: { ...proxy.approval, rules },
});

describe("the approval decision table", () => {
  it("is what generated/proxy.ts and host-contract.json carry", () => {
    const table = approvalTable(proxy, limits, errors);
    expect(APPROVAL_TABLE).toEqual(table);
    const contract = JSON.parse(readFileSync(join(ROOT, "generated/host-contract.json"), "utf8")) as {
      policy: unknown;
    };
    expect(contract.policy).toEqual(table);
    // The bound is the host limit's value, not a second literal.
    expect(table.valueMaxChars).toBe(limits.find((l) => l.id === proxy.approval.valueMaxChars)?.value);
  });

  it("refuses a rule that needs the operation before the rule that refuses a request without one", () => {
    const rules = [...proxy.approval.rules];
    const i = rules.findIndex((r) => r.when === "unknownOperation");
    const [moved] = rules.splice(i, 1);
    rules.push(moved as (typeof rules)[number]);
    expect(() => approvalTable(withRules(rules), limits, errors)).toThrow(
      /needs the operation chosen, so unknownOperation must come before it/,
    );
  });

  it("refuses a code the error catalog lacks, a repeated condition and a bound that is not a host limit", () => {
    const rules = proxy.approval.rules.map((r) =>
      r.when === "unknownField" ? { ...r, code: "MCPA_REQUEST_NO_SUCH_CODE" } : r,
    );
    expect(() => approvalTable(withRules(rules), limits, errors)).toThrow(
      /MCPA_REQUEST_NO_SUCH_CODE is not in spec\/errors.yaml/,
    );
    expect(() =>
      approvalTable(
        withRules([...proxy.approval.rules, proxy.approval.rules[2] as (typeof rules)[number]]),
        limits,
        errors,
      ),
    ).toThrow(/a condition appears in two rules/);
    expect(() =>
      approvalTable({ ...proxy, approval: { ...proxy.approval, valueMaxChars: "host.noSuchLimit" } }, limits, errors),
    ).toThrow(/not a host limit/);
  });

  it("is checked against spec/meta: a misspelt condition fails codegen", () => {
    const root = tempDir("approval-meta-");
    cpSync(join(ROOT, "spec"), join(root, "spec"), { recursive: true });
    const file = join(root, "spec/proxy-request.yaml");
    writeFileSync(file, readFileSync(file, "utf8").replace("{when: badValue,", "{when: badValu,"));
    expect(() => loadSpec(root)).toThrow(/proxy-request\.yaml[\s\S]*\/approval\/rules\/12\/when/);
  });
});
