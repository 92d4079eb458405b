// Literal credentials in a stdio server's args, found by their shape (spec/credentials.yaml
// `argumentShapes`): args are passed as written and never expanded, so a secret there sits in the
// file and in the process list. Only positions are returned; callers redact, never print.

import { normaliseName } from "./credentials.js";
import {
  ARG_CREDENTIAL_FLAGS,
  ARG_MIN_TOKEN_CHARS,
  ARG_TOKEN_PREFIXES,
  AUTHORIZATION_SCHEMES,
  REDACTION_REPLACEMENT,
  SENSITIVE_HEADERS,
} from "./generated.js";

type ArgShape = "uri-password" | "token-prefix" | "credential-flag" | "header" | "scheme";

/** One literal credential: the argument, the span of the secret inside it, and what gave it away. */
export interface ArgCredential {
  readonly index: number;
  readonly start: number;
  readonly end: number;
  readonly shape: ArgShape;
  /** The credential flag (normalised, such as ACCESS_TOKEN) or header the value belongs to. */
  readonly label?: string;
}

const escapeRegex = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const TOKEN = new RegExp(
  `(?<![A-Za-z0-9_-])(?:${ARG_TOKEN_PREFIXES.map(escapeRegex).join("|")})([A-Za-z0-9_-]{${ARG_MIN_TOKEN_CHARS},})`,
  "g",
);
const SCHEMES = AUTHORIZATION_SCHEMES.join("|");
const SCHEME = new RegExp(`(?<![A-Za-z0-9_])(?:${SCHEMES}) +([A-Za-z0-9._~+/=-]{${ARG_MIN_TOKEN_CHARS},})`, "gi");
const URI_PASSWORD = /[a-z][a-z0-9+.-]*:\/\/[^\s/?#@:]*:([^\s/?#@]+)@/gi;
const HEADER = new RegExp(`^\\s*(${SENSITIVE_HEADERS.map(escapeRegex).join("|")})\\s*:\\s*(\\S.*)$`, "i");
const FLAG = /^--?([A-Za-z][\w-]*)(?:=(.*))?$/s;
// A value that names a variable is not a literal (a server such as mcp-remote expands it itself).
const REFERENCE = /\$\{|\$env:/;

/** The flag's normalised name when it takes a credential as its value. */
function credentialFlag(name: string): string | undefined {
  const n = normaliseName(name);
  return ARG_CREDENTIAL_FLAGS.some((f) => n === f || n.endsWith(`_${f}`)) ? n : undefined;
}

function inArg(index: number, arg: string, out: ArgCredential[]): void {
  const add = (start: number, end: number, shape: ArgShape, label?: string): void => {
    if (end <= start || REFERENCE.test(arg.slice(start, end))) return;
    if (out.some((c) => c.index === index && c.start < end && start < c.end)) return;
    out.push({ index, start, end, shape, ...(label !== undefined ? { label } : {}) });
  };
  const header = HEADER.exec(arg);
  if (header) add(arg.length - (header[2] as string).length, arg.length, "header", header[1]);
  for (const m of arg.matchAll(URI_PASSWORD)) {
    const end = (m.index as number) + m[0].length - 1;
    add(end - (m[1] as string).length, end, "uri-password");
  }
  for (const m of arg.matchAll(SCHEME)) {
    const end = (m.index as number) + m[0].length;
    add(end - (m[1] as string).length, end, "scheme");
  }
  // A generated token has a digit after its prefix; a name that merely starts like one
  // (npm_config_offline, sk-learn-extras) has none.
  for (const m of arg.matchAll(TOKEN))
    if (/\d/.test(m[1] as string)) add(m.index as number, (m.index as number) + m[0].length, "token-prefix");
}

/** The scheme at the start of a header value ("Bearer "), kept in front of a reference. */
export function schemePrefix(value: string): string | undefined {
  return new RegExp(`^(?:${SCHEMES})\\s+`, "i").exec(value)?.[0];
}

/** Every literal credential in `args`, in order of position. */
export function argCredentials(args: readonly unknown[]): ArgCredential[] {
  const out: ArgCredential[] = [];
  args.forEach((arg, index) => {
    if (typeof arg !== "string") return;
    const flag = FLAG.exec(arg);
    const label = flag ? credentialFlag(flag[1] as string) : undefined;
    if (flag && label !== undefined) {
      const inline = flag[2];
      if (inline !== undefined) {
        if (!REFERENCE.test(inline) && inline !== "")
          out.push({ index, start: arg.length - inline.length, end: arg.length, shape: "credential-flag", label });
      } else {
        const next = args[index + 1];
        if (typeof next === "string" && next !== "" && !next.startsWith("-") && !REFERENCE.test(next))
          out.push({ index: index + 1, start: 0, end: next.length, shape: "credential-flag", label });
      }
    }
    inArg(index, arg, out);
  });
  return out.sort((a, b) => a.index - b.index || a.start - b.start);
}

const SHAPE_WORDS: Readonly<Record<ArgShape, string>> = {
  "uri-password": "a password in a URI",
  "token-prefix": "a well-known token prefix",
  "credential-flag": "the value of a credential flag",
  header: "a credential header",
  scheme: "an Authorization scheme and its value",
};

/** The words a notice uses for a shape: what gave the credential away, never its text. */
export function describeArgShape(c: ArgCredential): string {
  return c.shape === "credential-flag"
    ? `the value of --${(c.label ?? "").toLowerCase().replace(/_/g, "-")}`
    : SHAPE_WORDS[c.shape];
}

/** `args` with each literal credential replaced, for check, get and status. */
export function redactArgs(args: readonly string[]): string[] {
  const found = argCredentials(args);
  return args.map((arg, index) => {
    let out = arg;
    for (const c of found.filter((f) => f.index === index).reverse())
      out = `${out.slice(0, c.start)}${REDACTION_REPLACEMENT.replace("{name}", `args[${index}]`)}${out.slice(c.end)}`;
    return out;
  });
}
