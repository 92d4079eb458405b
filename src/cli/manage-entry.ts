// The entry `add` and `add-json` write: built from flags or taken from JSON, with every literal
// credential in env or headers replaced by a ${VAR} reference (judged by the name, as `check` does,
// and by the value's shape: a token prefix, a password in a URI). The values themselves are never
// kept, printed or written; the person is told which variables to export.
import {
  argCredentials,
  hasCredentialMarker,
  isCredentialHeader,
  isReferenceName,
  parseTemplate,
  schemePrefix,
  variableName,
} from "../secrets/index.js";
import type { Json, Obj } from "./import-peers.js";
import { isObj } from "./import-peers.js";

/** A variable the person must export, and where its value was given. */
export interface Export {
  readonly variable: string;
  readonly from: string;
}

export type Built =
  | { readonly ok: true; readonly entry: Obj; readonly exports: readonly Export[] }
  | { readonly ok: false; readonly problem: string };

/** True when a literal value is a credential by its shape, whatever its key. */
const secretShaped = (value: string): boolean => argCredentials([value]).length > 0;

const hasReference = (value: string): boolean => {
  const parsed = parseTemplate(value);
  return parsed.ok && parsed.parts.some((p) => p.kind === "reference");
};

/**
 * One env or header value as it is written: a literal credential becomes a reference (an
 * Authorization scheme such as "Bearer " stays in front of it).
 */
function keepOut(
  server: string,
  field: "env" | "headers",
  key: string,
  value: string,
  exports: Export[],
  taken: Set<string>,
): string {
  const credential = field === "env" ? hasCredentialMarker(key) : isCredentialHeader(key);
  if (hasReference(value) || !(credential || secretShaped(value))) return value;
  let variable =
    field === "env"
      ? isReferenceName(key)
        ? key
        : variableName(key)
      : hasCredentialMarker(key)
        ? variableName(key)
        : `${variableName(server)}_TOKEN`;
  // Two headers of one server would otherwise share a variable.
  for (let n = 2; taken.has(variable); n++) variable = `${variable.replace(/_\d+$/, "")}_${n}`;
  taken.add(variable);
  exports.push({ variable, from: `${field}.${key}` });
  const scheme = field === "headers" ? schemePrefix(value) : undefined;
  return `${scheme ?? ""}\${${variable}}`;
}

/** env and headers of `entry` with literal credentials replaced; other fields as they are. */
function withoutLiteralCredentials(server: string, entry: Obj): { entry: Obj; exports: Export[] } {
  const exports: Export[] = [];
  const taken = new Set<string>();
  const out: Obj = { ...entry };
  for (const field of ["env", "headers"] as const) {
    const map = entry[field];
    if (!isObj(map)) continue;
    const kept: Obj = {};
    for (const [k, v] of Object.entries(map))
      kept[k] = typeof v === "string" ? keepOut(server, field, k, v, exports, taken) : v;
    out[field] = kept;
  }
  return { entry: out, exports };
}

/** KEY=VALUE (and for headers also Name: VALUE) pairs, in order; the first separator splits. */
function pairs(given: readonly string[], flag: "env" | "header"): Obj | string {
  const out: Obj = {};
  for (const pair of given) {
    const at = flag === "header" ? pair.search(/[=:]/) : pair.indexOf("=");
    const key = at > 0 ? pair.slice(0, at).trim() : "";
    if (key === "")
      return `--${flag} needs ${flag === "env" ? "KEY=VALUE" : "NAME=VALUE"} (got an entry without a name)`;
    if (Object.hasOwn(out, key)) return `--${flag} ${key} is given twice`;
    out[key] = flag === "header" ? pair.slice(at + 1).trimStart() : pair.slice(at + 1);
  }
  return out;
}

export interface AddFlags {
  readonly env: readonly string[];
  readonly header: readonly string[];
  readonly url?: string;
  /** The command after `--` and its arguments. */
  readonly command: readonly string[];
}

/** The entry of `add NAME ...`: a stdio server from a command after --, or an HTTP one from --url. */
export function entryFromFlags(name: string, f: AddFlags): Built {
  const [command, ...args] = f.command;
  if (f.url !== undefined && command !== undefined)
    return { ok: false, problem: "give --url or a command after --, not both" };
  if (f.url === undefined && command === undefined)
    return { ok: false, problem: "add needs a command after -- (a stdio server) or --url URL (an HTTP server)" };
  if (f.url !== undefined && f.env.length > 0)
    return { ok: false, problem: "--env goes with a stdio server (a command after --); an HTTP server takes --header" };
  if (command !== undefined && f.header.length > 0)
    return { ok: false, problem: "--header goes with an HTTP server (--url); a stdio server takes --env" };
  const env = pairs(f.env, "env");
  if (typeof env === "string") return { ok: false, problem: env };
  const headers = pairs(f.header, "header");
  if (typeof headers === "string") return { ok: false, problem: headers };
  const entry: Obj =
    command !== undefined
      ? { command, ...(args.length > 0 ? { args } : {}), ...(f.env.length > 0 ? { env } : {}) }
      : { url: f.url as string, ...(f.header.length > 0 ? { headers } : {}) };
  return { ok: true, ...withoutLiteralCredentials(name, entry) };
}

/** The entry of `add-json NAME '<json>'`, parsed by the caller. */
export function entryFromJson(name: string, value: Json): Built {
  if (!isObj(value)) return { ok: false, problem: 'the entry must be a JSON object, such as {"command": "npx"}' };
  return { ok: true, ...withoutLiteralCredentials(name, value) };
}
