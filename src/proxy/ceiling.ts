// The worker ceiling (spec/worker-delegation.yaml): exact strings OPERATION or OPERATION:TARGET, no
// wildcards. Parsing is strict (a string that does not parse is never granted), formatting is its
// inverse, and a Ceiling answers "may this worker do that" for the proxy, the scope mapping and
// worker/export alike, so the host's gate and the sidecar's own check cannot disagree.
import { compareCodePoints } from "../results/order.js";
import type { CeilingOperation } from "./generated.js";
import {
  CEILING_MAX_OPERATIONS_PER_SERVER,
  CEILING_MAX_TARGET_CHARS,
  CEILING_OPERATIONS,
  CEILING_SEPARATOR,
} from "./generated.js";

export interface CeilingEntry {
  readonly operation: CeilingOperation;
  /** Present exactly when the grammar requires one. */
  readonly target: string | null;
}

export type CeilingParse =
  | { readonly ok: true; readonly entry: CeilingEntry }
  | { readonly ok: false; readonly problem: string };

const CONTROL = /[\u0000-\u001f\u007f]/;
const isOperation = (s: string): s is CeilingOperation => Object.hasOwn(CEILING_OPERATIONS, s);

/** The grammar in one line, for error hints: `tools.list, tools.call:<target>, ...`. */
export const CEILING_GRAMMAR_TEXT = Object.entries(CEILING_OPERATIONS)
  .map(([op, o]) => (o.target === "required" ? `${op}${CEILING_SEPARATOR}<target>` : op))
  .join(", ");

export function parseCeiling(text: string): CeilingParse {
  const at = text.indexOf(CEILING_SEPARATOR);
  const operation = at < 0 ? text : text.slice(0, at);
  const target = at < 0 ? null : text.slice(at + CEILING_SEPARATOR.length);
  if (!isOperation(operation)) return { ok: false, problem: "unknown operation" };
  const rule = CEILING_OPERATIONS[operation].target;
  if (rule === "forbidden" && target !== null) return { ok: false, problem: `${operation} takes no target` };
  if (rule === "required" && (target === null || target === ""))
    return { ok: false, problem: `${operation} needs a target after "${CEILING_SEPARATOR}"` };
  if (target !== null && [...target].length > CEILING_MAX_TARGET_CHARS)
    return { ok: false, problem: `the target is longer than ${CEILING_MAX_TARGET_CHARS} characters` };
  if (target !== null && CONTROL.test(target)) return { ok: false, problem: "the target holds control characters" };
  return { ok: true, entry: { operation, target } };
}

export function formatCeiling(entry: CeilingEntry): string {
  return entry.target === null ? entry.operation : `${entry.operation}${CEILING_SEPARATOR}${entry.target}`;
}

/** One server's granted strings: checked, then distinct and sorted; the first problem otherwise. */
export function parseServerCeiling(
  strings: readonly unknown[],
): { ok: true; strings: readonly string[] } | { ok: false; index: number; problem: string } {
  if (strings.length === 0) return { ok: false, index: 0, problem: "the list of operations is empty" };
  if (strings.length > CEILING_MAX_OPERATIONS_PER_SERVER)
    return {
      ok: false,
      index: CEILING_MAX_OPERATIONS_PER_SERVER,
      problem: `more than ${CEILING_MAX_OPERATIONS_PER_SERVER} operations`,
    };
  for (const [index, s] of strings.entries()) {
    if (typeof s !== "string") return { ok: false, index, problem: "an operation must be a string" };
    const p = parseCeiling(s);
    if (!p.ok) return { ok: false, index, problem: p.problem };
  }
  return { ok: true, strings: [...new Set(strings as string[])].sort(compareCodePoints) };
}

/** What one worker may do: server -> its granted strings. Servers absent here are not delegated. */
export class Ceiling {
  private readonly grants: ReadonlyMap<string, ReadonlySet<string>>;

  constructor(operations: Readonly<Record<string, readonly string[]>>) {
    this.grants = new Map(
      Object.entries(operations).map(([server, list]) => [server, new Set(list.filter((s) => parseCeiling(s).ok))]),
    );
  }

  allows(server: string, operation: CeilingOperation, target: string | null = null): boolean {
    return this.grants.get(server)?.has(formatCeiling({ operation, target })) === true;
  }

  /** The granted strings on `server`, sorted (empty when it is not delegated). */
  granted(server: string): string[] {
    return [...(this.grants.get(server) ?? [])].sort(compareCodePoints);
  }

  /** Whether `text` (a ceiling string) is granted on `server`; used to check that a worker only narrows. */
  has(server: string, text: string): boolean {
    return this.grants.get(server)?.has(text) === true;
  }

  tool(server: string, name: string): boolean {
    return this.allows(server, "tools.call", name);
  }

  resource(server: string, uri: string): boolean {
    return this.allows(server, "resources.read", uri);
  }

  prompt(server: string, name: string): boolean {
    return this.allows(server, "prompts.get", name);
  }
}
