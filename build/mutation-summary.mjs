// Prints the score per module of a StrykerJS JSON report (default reports/mutation/mutation.json)
// as a Markdown table, and each survivor with its line, for the summary in bench/results/mutation.md.
//   node build/mutation-summary.mjs [report.json ...] [--survivors]
import { readFileSync } from "node:fs";
import { resolve } from "node:path";

const args = process.argv.slice(2);
const survivorsToo = args.includes("--survivors");
const reports = args.filter((a) => !a.startsWith("--"));
if (reports.length === 0) reports.push(resolve(import.meta.dirname, "../reports/mutation/mutation.json"));

// Killed and timed-out mutants are detected; survivors and uncovered ones are not; errors and
// ignored mutants (static ones, with ignoreStatic) are not counted, as StrykerJS does.
const DETECTED = new Set(["Killed", "Timeout"]);
const UNDETECTED = new Set(["Survived", "NoCoverage"]);

const rows = [];
const survivors = [];
for (const file of reports) {
  const report = JSON.parse(readFileSync(file, "utf8"));
  for (const [path, f] of Object.entries(report.files)) {
    const count = (set) => f.mutants.filter((m) => set.has(m.status)).length;
    const detected = count(DETECTED);
    const undetected = count(UNDETECTED);
    rows.push({ path, detected, undetected, ignored: f.mutants.filter((m) => m.status === "Ignored").length });
    const lines = f.source.split("\n");
    // The replaced span itself: a mutant of one operand reads "a || b" → "false" on the whole line.
    const span = ({ start, end }) =>
      start.line === end.line
        ? (lines[start.line - 1] ?? "").slice(start.column - 1, end.column - 1)
        : `${(lines[start.line - 1] ?? "").slice(start.column - 1)} …`;
    const short = (text, n) => text.replace(/\s+/g, " ").trim().slice(0, n);
    for (const m of f.mutants) {
      if (!UNDETECTED.has(m.status)) continue;
      const at = m.location.start;
      survivors.push(
        `${path}:${at.line}:${at.column} ${m.mutatorName} (${m.status}): \`${short(span(m.location), 100)}\` → \`${short(String(m.replacement), 60)}\``,
      );
    }
  }
}
rows.sort((a, b) => a.path.localeCompare(b.path));
const score = (d, u) => (d + u === 0 ? "n/a" : `${((100 * d) / (d + u)).toFixed(1)}%`);
console.log("| module | score | detected | survived | ignored (static) |");
console.log("|---|---:|---:|---:|---:|");
for (const r of rows)
  console.log(
    `| \`${r.path}\` | ${score(r.detected, r.undetected)} | ${r.detected} | ${r.undetected} | ${r.ignored} |`,
  );
const total = rows.reduce((t, r) => ({ d: t.d + r.detected, u: t.u + r.undetected }), { d: 0, u: 0 });
console.log(`| **all** | **${score(total.d, total.u)}** | ${total.d} | ${total.u} | |`);
if (survivorsToo) {
  console.log("");
  for (const s of survivors) console.log(`- ${s}`);
}
