// Thin wrapper over the generated standalone validator: validate, then map each raw ajv error to one
// catalog code with a JSON pointer and the placeholders its message needs. Never mutates the input.
import type { ErrorCode } from "./generated.js";
import {
  ALLOWED_KEYS,
  ERROR_CATALOG,
  FOREIGN_FIELDS,
  KEYWORD_ERRORS,
  LIMIT_VALUES,
  RANGE_WORDS,
  SCHEMA_ERROR_PATHS,
  TYPE_WORDS,
  validateConfigFile,
} from "./generated.js";
import type { Segment } from "./json.js";
import { fromPointer } from "./json.js";

export interface SchemaIssue {
  readonly code: ErrorCode;
  readonly path: readonly Segment[];
  /** Point at the key rather than the value (unknown fields, bad names). */
  readonly atKey: boolean;
  readonly data: Readonly<Record<string, string | number>>;
  /** Exact text offset, when known (a duplicate key: the path may lie in a shadowed definition). */
  readonly offset?: number;
}

interface RawError {
  readonly keyword: string;
  readonly instancePath: string;
  readonly schemaPath: string;
  readonly params: Record<string, unknown>;
  readonly propertyName?: string;
}

const COMBINATORS = new Set(["anyOf", "oneOf", "not"]);

/** A readable field name relative to its server: reconnect.maxAttempts, args[0], env.KEY. */
function fieldName(path: readonly Segment[]): string {
  const rel = path[0] === "mcpServers" && path.length >= 2 ? path.slice(2) : path;
  if (rel.length === 0) return path.length >= 2 ? "server" : "mcpServers";
  return rel.reduce<string>((acc, seg, i) => {
    if (typeof seg === "number" || (/^\d+$/.test(seg) && rel[i - 1] === "args")) return `${acc}[${seg}]`;
    return acc === "" ? seg : `${acc}.${seg}`;
  }, "");
}

/** The catalog code of the failing keyword (x-errors) or of the nearest annotated node (x-error). */
function lookup(schemaPath: string): ErrorCode | undefined {
  for (let p = schemaPath; p.includes("/"); p = p.slice(0, p.lastIndexOf("/"))) {
    const code = SCHEMA_ERROR_PATHS[p];
    if (code) return code as ErrorCode;
  }
  return undefined;
}

function valueAt(root: unknown, path: readonly Segment[]): unknown {
  let v: unknown = root;
  for (const seg of path) {
    if (typeof v !== "object" || v === null) return undefined;
    v = Object.getOwnPropertyDescriptor(v, String(seg))?.value;
  }
  return v;
}

/**
 * An unknown key as the published schema rejects it, read as the plain additionalProperties failure
 * of its object: the schema writes `additionalProperties: false` of a closed object as `{not: {}}`,
 * and each field of another client as a `patternProperties` entry `^name$` of `{not: {}}`, so that an
 * editor shows each its own message (codegen/editor-messages.ts).
 */
function asUnknownKey(e: RawError): RawError {
  if (e.keyword !== "not") return e;
  const m = /^(.*)\/(?:additionalProperties|patternProperties\/[^/]+)\/not$/.exec(e.schemaPath);
  const node = m?.[1];
  if (node === undefined || !Object.hasOwn(ALLOWED_KEYS, node)) return e;
  const segments = fromPointer(e.instancePath);
  const key = segments[segments.length - 1];
  if (key === undefined) return e;
  return {
    keyword: "additionalProperties",
    instancePath: e.instancePath.slice(0, e.instancePath.lastIndexOf("/")),
    schemaPath: `${node}/additionalProperties`,
    params: { additionalProperty: key },
  };
}

function toIssue(e: RawError, root: unknown): SchemaIssue {
  // A segment under an array (args, includeTools, ...) is an index, so that nodeAt finds the element.
  const segments = fromPointer(e.instancePath);
  const base = segments.map(
    (s, i): Segment => (/^\d+$/.test(s) && Array.isArray(valueAt(root, segments.slice(0, i))) ? Number(s) : s),
  );
  const nodePath = e.schemaPath.slice(0, e.schemaPath.lastIndexOf("/"));
  let path: Segment[] = base;
  let atKey = false;
  let code: ErrorCode | undefined;
  const context: Record<string, string | number> = { max: LIMIT_VALUES["config.serverName.maxChars"] };
  if (e.keyword === "additionalProperties") {
    const prop = String(e.params.additionalProperty);
    path = [...base, prop];
    atKey = true;
    // Own keys only: a field named "constructor" or "__proto__" must not find Object.prototype members.
    const foreign = FOREIGN_FIELDS[nodePath];
    code =
      ((foreign !== undefined && Object.hasOwn(foreign, prop) ? foreign[prop] : undefined) as ErrorCode | undefined) ??
      (KEYWORD_ERRORS.additionalProperties as ErrorCode);
    context.known = (ALLOWED_KEYS[nodePath] ?? []).join(", ");
  } else if (e.keyword === "propertyNames") {
    path = [...base, String(e.params.propertyName)];
    atKey = true;
    code = KEYWORD_ERRORS.propertyNames as ErrorCode;
  } else if (
    (e.keyword === "type" || e.keyword === "const") &&
    valueAt(root, base) === null &&
    SCHEMA_ERROR_PATHS[e.schemaPath] === undefined
  ) {
    // A node with its own type code (the root, mcpServers, a server) has no default to fall back to.
    code = "MCPA_CONFIG_NULL";
  } else {
    code = lookup(e.schemaPath) ?? (KEYWORD_ERRORS[e.keyword] as ErrorCode | undefined) ?? "MCPA_CONFIG_FIELD_TYPE";
  }
  context.field = fieldName(path);
  context.expected = TYPE_WORDS[String(e.params.type)] ?? "a valid value";
  // A bound is checked by a labelled node of its own under the ranged node (`.../allOf/<i>/not`).
  context.range = RANGE_WORDS[nodePath] ?? RANGE_WORDS[nodePath.replace(/\/allOf\/\d+$/, "")] ?? "in range";
  const data = Object.fromEntries(ERROR_CATALOG[code].placeholders.map((p) => [p, context[p] ?? ""]));
  return { code, path, atKey, data };
}

/** Validates a parsed mcp.json value; returns one issue per distinct problem (empty when valid). */
export function validateDocument(value: unknown): SchemaIssue[] {
  if (validateConfigFile(value)) return [];
  // ajv writes a schema path URI-encoded (#/properties/%24schema); the tables use JSON pointers.
  const raw = ((validateConfigFile.errors ?? []) as unknown as RawError[]).map((e) =>
    asUnknownKey({ ...e, schemaPath: decodeURIComponent(e.schemaPath) }),
  );
  // Keep the combinator's own error, not one per failed branch; `if` only reports that `then` failed;
  // errors inside propertyNames are summarised by the propertyNames error.
  // A value of the wrong type also fails the combinators of the same schema node (a string server has
  // neither `command` nor `url`); its type error says it all.
  const parents = raw.filter((e) => COMBINATORS.has(e.keyword)).map((e) => `${e.schemaPath}/`);
  const node = (e: RawError): string => `${e.instancePath} ${e.schemaPath.slice(0, e.schemaPath.lastIndexOf("/"))}`;
  const mistyped = new Set(raw.filter((e) => e.keyword === "type").map(node));
  // The credential patterns (a literal, a default) are for editors; the static checks (checks.ts)
  // report that rule with its own code, fix and the malformed cases a pattern cannot express.
  const kept = raw.filter(
    (e) =>
      !(
        (e.keyword === "pattern" || (e.keyword === "not" && SCHEMA_ERROR_PATHS[e.schemaPath] === undefined)) &&
        e.schemaPath.includes("/patternProperties/")
      ) &&
      e.keyword !== "if" &&
      e.propertyName === undefined &&
      !parents.some((p) => e.schemaPath.startsWith(p)) &&
      !(COMBINATORS.has(e.keyword) && mistyped.has(node(e))),
  );
  const seen = new Set<string>();
  const issues: SchemaIssue[] = [];
  for (const e of kept) {
    const issue = toIssue(e, value);
    const key = `${issue.code} ${JSON.stringify(issue.path)}`;
    if (seen.has(key)) continue;
    seen.add(key);
    issues.push(issue);
  }
  return issues;
}
