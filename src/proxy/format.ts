// Model-visible text shared by the proxy's operations: summaries, progress lines, error results, the guard.
import type { Progress } from "@modelcontextprotocol/client";
import type { ModelVisibleCode } from "../errors/index.js";
import { AdapterError, escapeControlText, isModelVisible, quoteText } from "../errors/index.js";
import type { HostResult, SpillStore } from "../results/index.js";
import { guardText, hostDetails, LABEL_KINDS, labeller, phrase, text } from "../results/index.js";
import type { Redactor } from "../secrets/index.js";
import { APPROVAL_TABLE, LIMIT_VALUES } from "./generated.js";

/** A description on one line (see oneLine), or the table's word for none when nothing visible is left. */
export function summary(description: string | undefined): string {
  return oneLine(description ?? "") || phrase("noDescription", {});
}

/** One line: whitespace collapsed, control characters escaped, at most summary.maxChars code points, ellipsis included. */
function oneLine(text: string): string {
  const flat = escapeControlText(text).replace(/\s+/g, " ").trim();
  const chars = [...flat];
  const max = LIMIT_VALUES["summary.maxChars"];
  return chars.length <= max ? flat : `${chars.slice(0, max - 1).join("")}…`;
}

/** The line a progress notification shows: how far, and the server's message redacted (first) and kept to one bounded line. */
export function progressLine(p: Progress, redactor: Redactor): string {
  const count =
    p.total !== undefined
      ? phrase("progressOf", { progress: String(p.progress), total: String(p.total) })
      : String(p.progress);
  const message = typeof p.message === "string" ? oneLine(redactor.redact(p.message)) : "";
  return message === "" ? phrase("progress", { count }) : phrase("progressMessage", { count, message });
}

/** A name or query as a JSON string literal on one visible line (control characters escaped, not dropped). */
export const quote = (s: string): string => quoteText(s);

export interface OutputContext {
  readonly server: string;
  readonly spills: SpillStore;
}

/** A successful text result: guarded, spilled when large, optionally labelled as server data. */
export function textResult(
  body: string,
  ctx: OutputContext,
  details: Record<string, unknown>,
  untrusted?: { kind: string; meta: string },
): HostResult {
  const labels = untrusted ? labeller() : undefined;
  const g = guardText(body, ctx, labels, untrusted?.meta ?? "", untrusted?.kind ?? "");
  return {
    content: [text(g.text)],
    isError: false,
    details: hostDetails({
      ...details,
      isError: false,
      ...(g.spill ? { output: g.spill, truncatedBy: g.truncation.truncatedBy } : {}),
    }),
  };
}

/**
 * A model-visible error result: code, message, fix, and a corrective example for invalid requests.
 * Only a code whose catalog exposure includes `model` type-checks here (ModelVisibleCode).
 */
export function errorResult(
  err: AdapterError<ModelVisibleCode>,
  operation: string,
  server: string | undefined,
  example?: Record<string, unknown>,
): HostResult {
  return renderErrorResult(err, operation, server, example);
}

/** The error result for whatever an operation threw: a model-visible catalog error as it is,
 * anything else as an unexpected failure. */
export function failureResult(err: unknown, operation: string, server: string | undefined): HostResult {
  const e =
    AdapterError.isInstance(err) && isModelVisible(err.code)
      ? (err as AdapterError<ModelVisibleCode>)
      : new AdapterError("MCPA_RUNTIME_REQUEST_FAILED", {
          server: server ?? "(none)",
          operation,
          reason: "unexpected failure",
        });
  return errorResult(e, operation, server);
}

/** The same result for a person (the CLI), who may see any code: every code's exposure includes `user`. */
export function userErrorResult(err: AdapterError, operation: string, server: string | undefined): HostResult {
  return renderErrorResult(err, operation, server);
}

function renderErrorResult(
  e: AdapterError,
  operation: string,
  server: string | undefined,
  example?: Record<string, unknown>,
): HostResult {
  const lines = [`${e.code}: ${e.message}`, `Fix: ${e.hint}`];
  if (example !== undefined && operation === APPROVAL_TABLE.invalidLabel)
    lines.push(`Example: ${JSON.stringify(example)}`);
  // The server's own words are untrusted data: labelled so they cannot pass for the adapter's.
  if (e.serverMessage !== undefined)
    lines.push(labeller().wrap(LABEL_KINDS.serverError, "", e.serverMessage, lines.join("\n")));
  return {
    content: [text(lines.join("\n"))],
    isError: true,
    details: hostDetails({ operation, ...(server !== undefined ? { server } : {}), isError: true, code: e.code }),
  };
}
