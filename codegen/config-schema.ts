// Resolves spec/config.schema.yaml: fills bounds from spec/limits.yaml (x-limit), collects the
// catalog codes attached to schema nodes (x-error, x-errors, x-foreign, x-keyword-errors), the keys
// allowed at each object node, and the server-field table; then strips every x- annotation to give
// the published JSON Schema.
import type { LimitRow } from "./model.js";

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
type Node = { [k: string]: Json };

export interface FieldDoc {
  readonly name: string;
  readonly type: string;
  readonly transport: string;
  readonly references: boolean;
  readonly default: string;
  readonly bounds: string;
  readonly description: string;
}

export interface ResolvedConfigSchema {
  /** The schema with bounds filled in and annotations removed. */
  readonly published: Node;
  /** "#/json/pointer/of/node" (or ".../keyword") -> catalog code. */
  readonly errorPaths: Record<string, string>;
  readonly keywordErrors: Record<string, string>;
  /** schema path of an object node -> unknown field name -> catalog code. */
  readonly foreign: Record<string, Record<string, string>>;
  /** schema path of an object node -> the keys it accepts. */
  readonly allowedKeys: Record<string, string[]>;
  /** schema path of a ranged node -> its bounds. */
  readonly ranges: Record<string, { min?: number; max?: number }>;
  /** Root keys of peer clients that are accepted and ignored (x-ignored), with the client's name. */
  readonly ignoredRootKeys: Record<string, string>;
  readonly serverFields: FieldDoc[];
  readonly codes: Set<string>;
  readonly defaults: { server: Record<string, Json>; reconnect: Record<string, Json> };
}

const isNode = (v: Json | undefined): v is Node => typeof v === "object" && v !== null && !Array.isArray(v);
const escapePointer = (s: string): string => s.replace(/~/g, "~0").replace(/\//g, "~1");

function clone<T extends Json>(v: T): T {
  return JSON.parse(JSON.stringify(v)) as T;
}

/**
 * Replaces every local $ref by a copy of its target and drops `definitions`: ajv reports schema paths
 * relative to a referenced schema, so only an inlined schema gives paths that identify one node.
 */
function inlineRefs(root: Node): Node {
  const defs = isNode(root.definitions) ? root.definitions : {};
  const expand = (node: Json, depth: number): Json => {
    if (depth > 32) throw new Error("config schema: $ref nesting too deep (a cycle?)");
    if (Array.isArray(node)) return node.map((n) => expand(n, depth));
    if (!isNode(node)) return node;
    if (typeof node.$ref === "string") {
      const name = node.$ref.replace(/^#\/definitions\//, "");
      const target = defs[name];
      if (!isNode(target) || Object.keys(node).length !== 1)
        throw new Error(`config schema: unsupported $ref ${node.$ref}`);
      return expand(clone(target), depth + 1);
    }
    return Object.fromEntries(
      Object.entries(node)
        .filter(([k]) => k !== "definitions")
        .map(([k, v]) => [k, expand(v, depth)]),
    );
  };
  return expand(root, 0) as Node;
}

export function resolveConfigSchema(raw: unknown, limits: readonly LimitRow[]): ResolvedConfigSchema {
  const root = inlineRefs(clone(raw as Node));
  const byId = new Map(limits.map((l) => [l.id, l]));
  const errorPaths: Record<string, string> = {};
  const foreign: Record<string, Record<string, string>> = {};
  const allowedKeys: Record<string, string[]> = {};
  const ranges: Record<string, { min?: number; max?: number }> = {};
  const codes = new Set<string>();
  const keywordErrors = (root["x-keyword-errors"] ?? {}) as Record<string, string>;
  for (const c of Object.values(keywordErrors)) codes.add(c);

  const visit = (node: Json, path: string): void => {
    if (Array.isArray(node)) {
      for (const [i, child] of node.entries()) visit(child, `${path}/${i}`);
      return;
    }
    if (!isNode(node)) return;
    const limitId = node["x-limit"];
    if (typeof limitId === "string") {
      const row = byId.get(limitId);
      if (!row) throw new Error(`config schema ${path}: x-limit ${limitId} is not in spec/limits.yaml`);
      if (node.type === "string") {
        if (row.value === undefined) throw new Error(`config schema ${path}: string limit ${limitId} needs a value`);
        node.maxLength = row.value;
      } else if (node.type === "integer") {
        const min = row.min;
        const max = row.max ?? row.value;
        if (min !== undefined) node.minimum = min;
        if (max !== undefined) node.maximum = max;
        if (row.default !== undefined) node.default = row.default;
        ranges[path] = { ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}) };
      } else {
        throw new Error(`config schema ${path}: x-limit on a node of type ${String(node.type)}`);
      }
    }
    if (typeof node["x-error"] === "string") {
      errorPaths[path] = node["x-error"];
      codes.add(node["x-error"]);
    }
    if (isNode(node["x-errors"])) {
      for (const [keyword, code] of Object.entries(node["x-errors"])) {
        errorPaths[`${path}/${keyword}`] = String(code);
        codes.add(String(code));
      }
    }
    if (isNode(node["x-foreign"])) {
      foreign[path] = node["x-foreign"] as Record<string, string>;
      for (const c of Object.values(foreign[path])) codes.add(c);
    }
    if (isNode(node.properties) && node.additionalProperties === false) {
      allowedKeys[path] = Object.keys(node.properties);
    }
    for (const [key, child] of Object.entries(node)) {
      if (key.startsWith("x-")) continue;
      if (key === "properties") {
        if (isNode(child)) {
          for (const [name, sub] of Object.entries(child)) visit(sub, `${path}/${key}/${escapePointer(name)}`);
        }
        continue;
      }
      visit(child, `${path}/${key}`);
    }
  };
  visit(root, "#");

  const strip = (node: Json): Json => {
    if (Array.isArray(node)) return node.map(strip);
    if (!isNode(node)) return node;
    const out: Node = {};
    for (const [k, v] of Object.entries(node)) {
      if (k.startsWith("x-")) continue;
      out[k] =
        k === "properties" ? Object.fromEntries(Object.entries(v as Node).map(([n, s]) => [n, strip(s)])) : strip(v);
    }
    return out;
  };
  const published = strip(root) as Node;
  const ignoredRootKeys: Record<string, string> = {};
  for (const [key, node] of Object.entries(root.properties as Node)) {
    if (isNode(node) && typeof node["x-ignored"] === "string") ignoredRootKeys[key] = node["x-ignored"];
  }

  const server = (root.properties as Node).mcpServers as Node;
  const serverNode = server.additionalProperties as Node;
  const reconnect = (serverNode.properties as Node).reconnect as Node;
  const serverFields = fieldDocs(serverNode);
  const defaultsOf = (n: Node): Record<string, Json> =>
    Object.fromEntries(
      Object.entries(n.properties as Node)
        .filter(([, v]) => isNode(v) && v.default !== undefined)
        .map(([k, v]) => [k, (v as Node).default as Json]),
    );
  return {
    published,
    errorPaths,
    keywordErrors,
    foreign,
    allowedKeys,
    ranges,
    ignoredRootKeys,
    serverFields,
    codes,
    defaults: { server: defaultsOf(serverNode), reconnect: defaultsOf(reconnect) },
  };
}

function typeText(n: Node): string {
  if (n.const !== undefined) return JSON.stringify(n.const);
  if (Array.isArray(n.enum)) return n.enum.map((v) => `"${String(v)}"`).join(" or ");
  if (n.type === "array") return `${typeText(n.items as Node)}[]`;
  if (n.type === "object" && isNode(n.additionalProperties)) return `{ [name]: ${typeText(n.additionalProperties)} }`;
  if (n.type === "object" && isNode(n.properties)) return `{ ${Object.keys(n.properties).join(", ")} }`;
  return String(n.type);
}

function boundsText(n: Node): string {
  const parts: string[] = [];
  if (typeof n.minimum === "number" && typeof n.maximum === "number") parts.push(`${n.minimum}–${n.maximum}`);
  else if (typeof n.maximum === "number") parts.push(`≤ ${n.maximum}`);
  if (typeof n.maxLength === "number") parts.push(`≤ ${n.maxLength} chars`);
  if (typeof n.pattern === "string") parts.push("non-blank");
  return parts.join(", ");
}

function fieldDocs(server: Node): FieldDoc[] {
  const rows: FieldDoc[] = [];
  for (const [name, value] of Object.entries(server.properties as Node)) {
    const target = value as Node;
    rows.push({
      name,
      type: typeText(target),
      transport: String(target["x-transport"] ?? "both"),
      references: target["x-references"] === true,
      default: target.default === undefined ? "" : JSON.stringify(target.default),
      bounds: boundsText(target),
      description: String(target.description ?? ""),
    });
    if (isNode(target.properties)) {
      for (const [sub, sv] of Object.entries(target.properties)) {
        const s = sv as Node;
        rows.push({
          name: `${name}.${sub}`,
          type: typeText(s),
          transport: String(target["x-transport"] ?? "both"),
          references: false,
          default: s.default === undefined ? "" : JSON.stringify(s.default),
          bounds: boundsText(s),
          description: String(s.description ?? ""),
        });
      }
    }
  }
  return rows;
}
