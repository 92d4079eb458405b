// spec/client-duties.yaml -> the duty table of docs/conformance.md: every client MUST, MUST NOT,
// SHOULD and SHOULD NOT of the revisions the adapter speaks, kept (with the tests that show it) or
// out of scope (with the reason). Whether the named tests exist is test/spec/client-duties.test.ts's
// to check; codegen checks what the table alone can tell.
import type { Provenance } from "./header.js";
import { mdHeader } from "./header.js";

type DutyRevision = "2025-11-25" | "2026-07-28";

interface DutyTest {
  readonly file: string;
  readonly title: string;
}

export interface Duty {
  readonly id: string;
  readonly revisions: readonly DutyRevision[];
  readonly section: string;
  readonly level: "MUST" | "MUST NOT" | "SHOULD" | "SHOULD NOT";
  readonly duty: string;
  readonly status: "kept" | "out";
  readonly reason?: string;
  readonly tests?: readonly DutyTest[];
  readonly conformance?: readonly string[];
}

export interface DutiesSpec {
  readonly revisions: readonly DutyRevision[];
  readonly duties: readonly Duty[];
}

/** Throws on a repeated id, or a duty of a revision the table does not cover. */
export function checkDuties(spec: DutiesSpec): void {
  const seen = new Set<string>();
  for (const d of spec.duties) {
    if (seen.has(d.id)) throw new Error(`spec/client-duties.yaml: duty ${d.id} is listed twice`);
    seen.add(d.id);
    const foreign = d.revisions.filter((r) => !spec.revisions.includes(r));
    if (foreign.length > 0)
      throw new Error(`spec/client-duties.yaml: duty ${d.id} names ${foreign.join(", ")}, not a revision of the table`);
  }
}

/** Markdown cell text: one line, pipes escaped. */
const cell = (s: string): string => s.replace(/\s+/g, " ").replace(/\|/g, "\\|");

function coverage(d: Duty): string {
  if (d.status === "out") return `out of scope: ${cell(d.reason ?? "")}`;
  const tests = (d.tests ?? []).map((t) => `\`${t.file}\`: “${cell(t.title)}”`);
  const runs = (d.conformance ?? []).map((r) => `conformance \`${r}\``);
  return [...tests, ...runs].join("<br>");
}

/** The table of spec/client-duties.yaml, headed with its provenance. */
export function renderDuties(p: Provenance, spec: DutiesSpec): string {
  checkDuties(spec);
  const kept = spec.duties.filter((d) => d.status === "kept").length;
  const lines = [
    mdHeader(p),
    "",
    `${spec.duties.length} duties of ${spec.revisions.join(" and ")}: ${kept} kept, ${spec.duties.length - kept} out of scope.`,
    "",
    "| id | revisions | section | level | duty | kept by, or why not |",
    "|---|---|---|---|---|---|",
    ...spec.duties.map(
      (d) =>
        `| \`${d.id}\` | ${d.revisions.join(", ")} | ${cell(d.section)} | ${d.level} | ${cell(d.duty)} | ${coverage(d)} |`,
    ),
  ];
  return `${lines.join("\n")}\n`;
}
