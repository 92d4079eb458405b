// Untrusted-data labels: server text is wrapped between an opening and a closing line that carry a
// random per-result nonce, so nothing a server writes can close the label early or fake one. The
// lines are short (`[mcp result <nonce>]` ... `[/mcp result <nonce>]`): every result pays for them,
// and a result's label text stays within results.labelMaxChars (the kinds and metadata results use
// are the adapter's own short words, never server text of unbounded length).
import { randomFillSync } from "node:crypto";

const NONCE_BYTES = 6;
/** Random bytes drawn in batches: one system call per many results instead of one per result. */
const pool = Buffer.alloc(NONCE_BYTES * 256);
let used = pool.length;

function nextNonce(): string {
  if (used + NONCE_BYTES > pool.length) {
    randomFillSync(pool);
    used = 0;
  }
  used += NONCE_BYTES;
  return pool.toString("hex", used - NONCE_BYTES, used);
}

export interface Labeller {
  readonly nonce: string;
  open(kind: string, meta: string): string;
  close(kind: string): string;
  wrap(kind: string, meta: string, text: string): string;
}

export function labeller(nonce: string = nextNonce()): Labeller {
  const open = (kind: string, meta: string): string => `[mcp ${kind} ${nonce}${meta === "" ? "" : ` ${meta}`}]`;
  const close = (kind: string): string => `[/mcp ${kind} ${nonce}]`;
  return { nonce, open, close, wrap: (kind, meta, text) => `${open(kind, meta)}\n${text}\n${close(kind)}` };
}
