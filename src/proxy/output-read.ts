// output.read: the next window of a text spill, within the inline bounds, from a byte offset.
import { readFileSync } from "node:fs";
import { AdapterError } from "../errors/index.js";
import type { HostResult } from "../results/blocks.js";
import { hostDetails, text } from "../results/blocks.js";
import { cut, INLINE_MAX_BYTES, INLINE_MAX_LINES } from "../results/guard.js";
import { labeller } from "../results/labels.js";
import type { OperationContext } from "./context.js";

/** Room left in a window for the label lines and the footer. */
const FRAME_BYTES = 512;
const FRAME_LINES = 4;

export function readOutput(c: OperationContext): HostResult {
  const r = c.request;
  const reference = r.output ?? "";
  const spill = c.runtime.spills.get(reference);
  if (!spill || spill.server !== r.server) throw new AdapterError("MCPA_OUTPUT_UNKNOWN", { server: r.server, output: reference });
  const details = { operation: r.label, server: r.server, output: reference, totalBytes: spill.bytes };
  if (spill.kind === "binary") {
    const body = `${reference} is binary (${spill.mimeType ?? "application/octet-stream"}, ${spill.bytes} bytes) and cannot be read as text.`;
    return { content: [text(body)], isError: false, details: hostDetails({ ...details, isError: false }) };
  }
  const all = readFileSync(spill.path);
  // Start on a character boundary at or after the offset.
  let start = Math.min(r.offset ?? 0, all.length);
  while (start < all.length && ((all[start] as number) & 0xc0) === 0x80) start += 1;
  const window = cut(all.subarray(start).toString("utf8"), INLINE_MAX_BYTES - FRAME_BYTES, INLINE_MAX_LINES - FRAME_LINES);
  const next = start + Buffer.byteLength(window);
  const footer = next < all.length ? `[continues: next offset ${next} of ${all.length} bytes]` : `[end of ${reference}: ${all.length} bytes]`;
  const body = `${labeller().wrap("output", "", window)}\n${footer}`;
  return { content: [text(body)], isError: false, details: hostDetails({ ...details, isError: false, offset: start, nextOffset: next < all.length ? next : null }) };
}
