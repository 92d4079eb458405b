// Untrusted-data labels: server text is wrapped between an opening and a closing line that carry a
// random per-result nonce, so nothing a server writes can close the label early or fake one.
import { randomBytes } from "node:crypto";

export interface Labeller {
  readonly nonce: string;
  open(kind: string, meta: string): string;
  close(kind: string): string;
  wrap(kind: string, meta: string, text: string): string;
}

export function labeller(nonce: string = randomBytes(6).toString("hex")): Labeller {
  const open = (kind: string, meta: string): string => `[untrusted MCP ${kind} ${nonce}${meta === "" ? "" : ` ${meta}`}]`;
  const close = (kind: string): string => `[/untrusted MCP ${kind} ${nonce}]`;
  return { nonce, open, close, wrap: (kind, meta, text) => `${open(kind, meta)}\n${text}\n${close(kind)}` };
}
