// output.read: the next window of a text spill, within the inline bounds, from a byte offset.
import { readFileSync } from "node:fs";
import { AdapterError } from "../errors/index.js";
import type { HostResult } from "../results/index.js";
import {
  cut,
  hostDetails,
  INLINE_MAX_BYTES,
  INLINE_MAX_LINES,
  LABEL_KINDS,
  labeller,
  phrase,
  text,
} from "../results/index.js";
import type { OperationContext } from "./context.js";

/** Room left in a window for the label lines and the footer. */
const FRAME_BYTES = 512;
const FRAME_LINES = 4;

export function readOutput(c: OperationContext): HostResult {
  const r = c.request;
  const reference = r.output ?? "";
  const spill = c.runtime.spills.get(reference);
  if (!spill || spill.server !== r.server) {
    // A spill whose file could not be written is named as such, to its own server only.
    const code =
      c.runtime.spills.lostServer(reference) === r.server ? "MCPA_SPILL_WRITE_FAILED" : "MCPA_OUTPUT_UNKNOWN";
    throw new AdapterError(code, { server: r.server, output: reference });
  }
  const details = { operation: r.label, server: r.server, output: reference, totalBytes: spill.bytes };
  if (spill.kind === "binary") {
    const body = phrase("outputBinary", {
      reference,
      mime: spill.mimeType ?? "application/octet-stream",
      bytes: spill.bytes,
    });
    return { content: [text(body)], isError: false, details: hostDetails({ ...details, isError: false }) };
  }
  const all = readFileSync(spill.path);
  const offset = r.offset ?? 0;
  // An offset at or past the end reads nothing: say so, with the total, instead of an empty window.
  if (offset > 0 && offset >= all.length)
    throw new AdapterError("MCPA_OUTPUT_OFFSET_PAST_END", { output: reference, offset, total: all.length });
  // Start on a character boundary at or after the offset.
  let start = offset;
  while (start < all.length && ((all[start] as number) & 0xc0) === 0x80) start += 1;
  const window = cut(
    all.subarray(start).toString("utf8"),
    INLINE_MAX_BYTES - FRAME_BYTES,
    INLINE_MAX_LINES - FRAME_LINES,
  );
  const next = start + Buffer.byteLength(window);
  const footer =
    next < all.length
      ? phrase("outputContinues", { next, total: all.length })
      : phrase("outputEnd", { reference, total: all.length });
  const body = `${labeller().wrap(LABEL_KINDS.output, "", window, footer)}\n${footer}`;
  return {
    content: [text(body)],
    isError: false,
    details: hostDetails({ ...details, isError: false, offset: start, nextOffset: next < all.length ? next : null }),
  };
}
