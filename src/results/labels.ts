// Untrusted-data labels: server text is wrapped between an opening and a closing line that carry a
// per-result nonce, so nothing a server writes can close the label early or fake one. The nonce is
// drawn after the text it wraps is known, and drawn again while that text (or the label's own
// metadata) contains it: no line inside a label can carry its nonce, whatever the server knows or
// guesses, so the nonce can stay short. The lines are `[mcp <kind> <NONCE>< meta>]` ...
// `[/mcp <NONCE>]`: every result pays for them, and a result's label text stays within
// results.labelMaxChars (kinds and metadata are the adapter's own short words, never server text
// of unbounded length). The nonce's alphabet is upper case and digits, so it never reads as one of
// the kinds' lower-case words.
import { randomFillSync } from "node:crypto";

/** Crockford's base32 digits: 5 bits a character, no I, L, O or U. */
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
const NONCE_MIN_CHARS = 4;
/** Draws at one length before the next is one character longer: a text holding most nonces of a
 * length (a megabyte of random base32) still gets one within a few draws. */
const DRAWS_PER_LENGTH = 4;
/** Random bytes drawn in batches: one system call per many results instead of one per result. */
const pool = Buffer.alloc(1024);
let used = pool.length;

function draw(chars: number): string {
  if (used + chars > pool.length) {
    randomFillSync(pool);
    used = 0;
  }
  let out = "";
  for (let i = 0; i < chars; i++) out += ALPHABET[(pool[used + i] as number) & 31];
  used += chars;
  return out;
}

/** A nonce that none of `texts` contains. */
function nonceFor(...texts: readonly string[]): string {
  for (let chars = NONCE_MIN_CHARS; ; chars++) {
    for (let i = 0; i < DRAWS_PER_LENGTH; i++) {
      const nonce = draw(chars);
      if (!texts.some((t) => t.includes(nonce))) return nonce;
    }
  }
}

/** The opening and closing label lines of one text; the labelled text is `${open}\n${text}\n${close}`. */
export interface LabelFrame {
  readonly open: string;
  readonly close: string;
}

export interface Labeller {
  /** `text` between an opening and a closing label line, with a nonce that neither `text` nor
   * `around` (the adapter's text the label is placed in) contains. */
  wrap(kind: string, meta: string, text: string, around?: string): string;
  /** The label lines `wrap` puts around `text`, without building the labelled text (which a text
   * too large to show whole never needs). */
  frame(kind: string, meta: string, text: string, around?: string): LabelFrame;
}

export const framed = (f: LabelFrame, text: string): string => `${f.open}\n${text}\n${f.close}`;

export function labeller(): Labeller {
  const frame = (kind: string, meta: string, text: string, around = ""): LabelFrame => {
    const nonce = nonceFor(text, meta, kind, around);
    return { open: `[mcp ${kind} ${nonce}${meta === "" ? "" : ` ${meta}`}]`, close: `[/mcp ${nonce}]` };
  };
  return { frame, wrap: (kind, meta, text, around) => framed(frame(kind, meta, text, around), text) };
}
