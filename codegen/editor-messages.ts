// Editor messages in the published config schema, so that an editor says what `check` says: the
// catalog message and fix (spec/errors.yaml) of the code each check carries (spec/config.schema.yaml),
// with its field and bound (spec/limits.yaml) filled in.
//
// VS Code's JSON language service shows a node's `errorMessage` when its type, enum, const, not or
// pattern fails (`patternErrorMessage` first for a pattern), and `additionalProperties`'s own
// errorMessage for an unknown key; for minimum/maximum, minLength/maxLength, minItems/maxItems and
// required it has only its own bare wording, and for a failed anyOf the wording of the closest
// branch. So codegen gives each such check a node of its own that can carry a message, with the same
// meaning for every validator:
//   - a bound becomes `allOf: [{not: {type, exclusiveMaximum: min}, errorMessage}, ...]`, a required
//     list or a coded anyOf `{not: {not: ...}}`, a coded `not` beside other checks `{not: {type, ...}}`;
//   - `additionalProperties: false` becomes `{not: {}}` with the unknown-field message, and each field
//     of another client (x-foreign) a `patternProperties` entry `^name$` with its own code's message;
//   - what fails at the node itself (its type, enum, const, not) says the node's code (x-error,
//     x-errors.type) or, for a plain field, MCPA_CONFIG_FIELD_TYPE.
// A null field is the one mistake worded apart from its type here (MCPA_CONFIG_NULL in `check`): a
// message of its own would need the type to admit null, and the editor would then offer null as a
// value of every field.
// The loader reads the failures of these nodes back as the codes they carry (src/config/validate.ts).
// Where the editor cannot know a value, the text says `*` for a name the user chose (an env key, a
// header, an array position, an unknown field) and NAME for the variable a fix suggests.
import type { ResolvedConfigSchema } from "./config-schema.js";
import type { ErrorEntry } from "./model.js";

type Node = { [k: string]: unknown };
type Values = Readonly<Record<string, string | number | undefined>>;

export const EDITOR_KEYWORDS = ["errorMessage", "patternErrorMessage"] as const;

const ANY_NAME = "*";
const VARIABLE = "NAME";
const PLACEHOLDER = /\{\{([A-Za-z_][A-Za-z0-9_]*)\}\}/g;

const isNode = (v: unknown): v is Node => typeof v === "object" && v !== null && !Array.isArray(v);
const unescapePointer = (s: string): string => s.replace(/~1/g, "/").replace(/~0/g, "~");
const escapePointer = (s: string): string => s.replace(/~/g, "~0").replace(/\//g, "~1");
const escapeRegex = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The catalog message and fix of `code`, every placeholder filled; a value left open is a codegen error. */
function text(catalog: Readonly<Record<string, ErrorEntry>>, code: string, values: Values): string {
  const entry = catalog[code];
  if (!entry) throw new Error(`editor messages: ${code} is not in spec/errors.yaml`);
  const fill = (t: string): string =>
    t.replace(PLACEHOLDER, (_, name: string) => {
      const v = values[name];
      if (v === undefined) throw new Error(`editor messages: no static value for {{${name}}} of ${code}`);
      return String(v);
    });
  return `${fill(entry.message)} Fix: ${fill(entry.hint)}`;
}

/**
 * The field a schema node validates, named as the loader names it (relative to its server:
 * reconnect.maxAttempts, env.*, includeTools[*]); "server" for a server itself.
 */
function fieldAt(path: string): string {
  const segs = path
    .replace(/^#\/?/, "")
    .split("/")
    .filter((s) => s !== "")
    .map(unescapePointer);
  const names: string[] = [];
  for (let i = 0; i < segs.length; i++) {
    const s = segs[i] as string;
    if (s === "properties") names.push(segs[++i] as string);
    else if (s === "patternProperties" || s === "propertyNames") {
      names.push(ANY_NAME);
      if (s === "patternProperties") i++;
    } else if (s === "additionalProperties")
      names.push(names.length === 1 && names[0] === "mcpServers" ? "" : ANY_NAME);
    else if (s === "items") names.push("[*]");
    else if (s === "allOf" || s === "anyOf" || s === "oneOf") i++;
  }
  const rel = names[0] === "mcpServers" && names[1] === "" ? names.slice(2) : names;
  if (rel.length === 0) return names.length >= 2 ? "server" : "mcpServers";
  return rel.reduce((acc, n) => (n === "[*]" ? `${acc}${n}` : acc === "" ? n : `${acc}.${n}`), "");
}

/** A range in the words of the catalog's {{range}}, for these messages and the loader's (RANGE_WORDS). */
export function rangeText(range: { min?: number; max?: number }): string {
  if (range.min !== undefined && range.max !== undefined) return `from ${range.min} to ${range.max}`;
  if (range.max !== undefined) return `at most ${range.max}`;
  return range.min !== undefined ? `at least ${range.min}` : "in range";
}

/** A JSON type in the words of the catalog's {{expected}}, for these messages and the loader's. */
export const TYPE_WORDS: Readonly<Record<string, string>> = {
  string: "a string",
  integer: "an integer",
  number: "a number",
  boolean: "true or false",
  object: "an object",
  array: "an array",
  null: "null",
};

/**
 * Every schema node below `node` whose failure an editor reports, with its path. The inside of a
 * `not`, an `if` and the branches of an anyOf or oneOf are not entered: their failures are reported
 * through the keyword that holds them.
 */
function collect(node: unknown, path: string, out: Array<[string, Node]>): void {
  if (Array.isArray(node)) {
    for (const [i, child] of node.entries()) collect(child, `${path}/${i}`, out);
    return;
  }
  if (!isNode(node)) return;
  out.push([path, node]);
  for (const [key, child] of Object.entries(node)) {
    if (
      key === "not" ||
      key === "if" ||
      key === "anyOf" ||
      key === "oneOf" ||
      key === "enum" ||
      key === "const" ||
      key === "default" ||
      key === "required"
    )
      continue;
    if ((key === "properties" || key === "patternProperties") && isNode(child)) {
      for (const [name, sub] of Object.entries(child)) collect(sub, `${path}/${key}/${escapePointer(name)}`, out);
      continue;
    }
    if (isNode(child) || Array.isArray(child)) collect(child, `${path}/${key}`, out);
  }
}

/**
 * Gives every check of the published schema a message (mutates r.published) and records the code of
 * each node added for that in r.errorPaths, so that the loader reports it under the same code.
 */
export function addEditorMessages(r: ResolvedConfigSchema, catalog: Readonly<Record<string, ErrorEntry>>): void {
  const nodes: Array<[string, Node]> = [];
  collect(r.published, "#", nodes);
  for (const [path, node] of nodes) shapeNode(r, catalog, path, node);
}

function shapeNode(
  r: ResolvedConfigSchema,
  catalog: Readonly<Record<string, ErrorEntry>>,
  path: string,
  node: Node,
): void {
  const own = r.errorPaths[path];
  const codeFor = (keyword: string): string => {
    const code = r.errorPaths[`${path}/${keyword}`] ?? own ?? r.keywordErrors[keyword];
    if (code === undefined)
      throw new Error(`config schema ${path}: ${keyword} has no catalog code (x-error, x-errors or x-keyword-errors)`);
    return code;
  };
  const field = fieldAt(path);
  const values: Record<string, string | number | undefined> = {
    field,
    known: r.allowedKeys[path]?.join(", "),
    range: r.ranges[path] === undefined ? undefined : rangeText(r.ranges[path]),
    expected: typeof node.type === "string" ? TYPE_WORDS[node.type] : undefined,
    max:
      typeof node.maxLength === "number" ? node.maxLength : typeof node.maximum === "number" ? node.maximum : undefined,
    variable: VARIABLE,
  };
  const say = (code: string, more: Values = {}): string => text(catalog, code, { ...values, ...more });
  const wrappers: Array<{ code: string; node: Node }> = [];
  const wrap = (code: string, inner: Node): void => {
    wrappers.push({ code, node: { not: inner, errorMessage: say(code) } });
  };
  const type = typeof node.type === "string" ? { type: node.type } : {};

  // Bounds: VS Code words them itself, so each becomes a labelled `not` of the values past it.
  if (typeof node.minimum === "number" || typeof node.maximum === "number") {
    const code = codeFor(typeof node.minimum === "number" ? "minimum" : "maximum");
    if (typeof node.minimum === "number") wrap(code, { ...type, exclusiveMaximum: node.minimum });
    if (typeof node.maximum === "number") wrap(code, { ...type, exclusiveMinimum: node.maximum });
    delete node.minimum;
    delete node.maximum;
  }
  for (const [min, max, kind] of [
    ["minLength", "maxLength", "string"],
    ["minItems", "maxItems", "array"],
  ] as const) {
    if (typeof node[min] === "number" && (node[min] as number) > 0)
      wrap(codeFor(min), { type: kind, [max]: (node[min] as number) - 1 });
    if (typeof node[max] === "number") wrap(codeFor(max), { type: kind, [min]: (node[max] as number) + 1 });
    delete node[min];
    delete node[max];
  }
  if (Array.isArray(node.required)) {
    wrap(codeFor("required"), { not: { required: node.required } });
    delete node.required;
  }
  // A coded anyOf or not of a node with its own type message gets a node of its own.
  if (Array.isArray(node.anyOf) && r.errorPaths[`${path}/anyOf`] !== undefined) {
    wrap(codeFor("anyOf"), { not: { anyOf: node.anyOf } });
    delete node.anyOf;
  }
  if (isNode(node.not) && r.errorPaths[`${path}/not`] !== undefined && own === undefined) {
    wrap(codeFor("not"), { ...type, ...node.not });
    delete node.not;
  }
  // Unknown keys: the unknown-field message, and each field of another client its own.
  if (node.additionalProperties === false && r.allowedKeys[path] !== undefined) {
    node.additionalProperties = {
      not: {},
      errorMessage: say(codeFor("additionalProperties"), { field: fieldAt(`${path}/additionalProperties`) }),
    };
    const foreign = Object.entries(r.foreign[path] ?? {});
    if (foreign.length > 0) {
      const patterns = (isNode(node.patternProperties) ? node.patternProperties : {}) as Node;
      for (const [name, code] of foreign)
        patterns[`^${escapeRegex(name)}$`] = { not: {}, errorMessage: say(code, { field: name }) };
      node.patternProperties = patterns;
    }
  }
  if (typeof node.pattern === "string" && own === undefined && node.patternErrorMessage === undefined)
    node.patternErrorMessage = say(codeFor("pattern"));
  // The node's own code (x-error), its type code (x-errors.type), or for a plain field the type
  // fallback (x-keyword-errors), for what is left at the node.
  const plainField = typeof node.type === "string" && path !== "#" && !path.endsWith("/propertyNames");
  const nodeCode = own ?? r.errorPaths[`${path}/type`] ?? (plainField ? r.keywordErrors.type : undefined);
  if (nodeCode !== undefined && node.errorMessage === undefined) node.errorMessage = say(nodeCode);

  if (wrappers.length === 0) return;
  const allOf = Array.isArray(node.allOf) ? (node.allOf as unknown[]) : [];
  for (const w of wrappers) {
    r.errorPaths[`${path}/allOf/${allOf.length}/not`] = w.code;
    allOf.push(w.node);
  }
  node.allOf = allOf;
}

/**
 * The credential rule's messages (codegen/credential-patterns.ts): a value with no reference is a
 * literal credential, a reference with a default a defaulted one, each with its own code's text.
 */
export function addCredentialPatternMessages(published: Node, catalog: Readonly<Record<string, ErrorEntry>>): void {
  const server = ((published.properties as Node).mcpServers as Node).additionalProperties as Node;
  for (const field of ["env", "headers"]) {
    const patterns = ((server.properties as Node)[field] as Node).patternProperties as Node;
    const values = { field: `${field}.${ANY_NAME}`, variable: VARIABLE };
    for (const value of Object.values(patterns) as Node[]) {
      value.patternErrorMessage = text(catalog, "MCPA_CONFIG_CREDENTIAL_LITERAL", values);
      for (const check of value.allOf as Node[])
        check.errorMessage = text(catalog, "MCPA_CONFIG_CREDENTIAL_DEFAULT", values);
    }
  }
}
