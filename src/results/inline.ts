// Puts one model-visible text through the inline guard: within bounds it is returned (labelled when
// it is server data); over a bound the whole text is spilled and the model gets a notice, the
// opaque reference, and a bounded preview inside the label.
import { LIMIT_VALUES } from "./generated.js";
import type { Measure, Truncation } from "./guard.js";
import { cut, INLINE_MAX_BYTES, INLINE_MAX_LINES, limitHit, measure } from "./guard.js";
import type { Labeller } from "./labels.js";
import { framed } from "./labels.js";
import { phrase } from "./phrasing.js";
import type { SpillStore } from "./spills.js";

export interface Guarded {
  readonly text: string;
  readonly truncation: Truncation;
  readonly spill?: string;
}

export function guardText(
  body: string,
  ctx: {
    readonly server: string;
    readonly spills: SpillStore;
    readonly bounds?: { readonly maxBytes?: number | undefined; readonly maxLines?: number | undefined } | undefined;
  },
  labels: Labeller | undefined,
  meta: string,
  kind: string,
  finishPreview: (preview: string) => string = (p) => p,
): Guarded {
  const wrap = (t: string, around = ""): string => (labels ? labels.wrap(kind, meta, t, around) : t);
  // A caller may tighten the bounds (a facade's output policy), never loosen them.
  const maxBytes = Math.min(ctx.bounds?.maxBytes ?? INLINE_MAX_BYTES, INLINE_MAX_BYTES);
  const maxLines = Math.min(ctx.bounds?.maxLines ?? INLINE_MAX_LINES, INLINE_MAX_LINES);
  // The labelled whole decides; it is measured from its parts, and built only when it is shown (a
  // megabyte result would otherwise be copied once more only to be measured); the preview is cut
  // from the body below.
  const frame = labels?.frame(kind, meta, body);
  const retained = measure(body);
  const total = frame ? around(retained, measure(frame.open), measure(frame.close)) : retained;
  const hit = limitHit(total, maxBytes, maxLines);
  if (hit === null) {
    const whole = frame ? framed(frame, body) : body;
    return { text: whole, truncation: { truncated: false, truncatedBy: null, total, kept: total, maxBytes, maxLines } };
  }
  const spill = ctx.spills.put(ctx.server, body, "text");
  // Cut the body to the preview bounds directly: a body just under the inline bounds fits by itself,
  // yet no longer fits once labelled, and would otherwise come back whole.
  const previewBytes = Math.min(LIMIT_VALUES["preview.maxBytes"], Math.floor(maxBytes / 2));
  const previewLines = Math.min(LIMIT_VALUES["preview.maxLines"], Math.max(1, Math.floor(maxLines / 2)));
  const inner = finishPreview(cut(body, previewBytes, previewLines));
  const truncation: Truncation = { truncated: true, truncatedBy: hit, total, kept: measure(inner), maxBytes, maxLines };
  const readRequest = JSON.stringify({ server: ctx.server, operation: "output.read", output: spill.reference });
  // The notice counts what was retained (what output.read pages through), not the label lines.
  const notice = phrase("spillNotice", {
    truncatedBy: hit,
    bytes: retained.bytes,
    lines: retained.lines,
    reference: spill.reference,
    readRequest,
  });
  return { text: `${notice}\n${wrap(inner, notice)}`, truncation, spill: spill.reference };
}

/** The measure of `${open}\n${body}\n${close}` from the measures of its parts: the two joining
 * newlines add two bytes, and lines are the newlines of all three plus the two, plus one. */
function around(body: Measure, open: Measure, close: Measure): Measure {
  const newlines = (m: Measure): number => Math.max(0, m.lines - 1);
  return {
    bytes: open.bytes + body.bytes + close.bytes + 2,
    lines: newlines(open) + newlines(body) + newlines(close) + 3,
  };
}
