// Packaged servers and tool facades registered by trusted, installed code (see docs/architecture.md,
// "Facades"). The same schemas (spec/packaged.yaml) and filesystem rules are applied here and in the Python
// API, so the two accept exactly the same descriptors; shared vectors test both.
import { accessSync, constants, realpathSync, statSync } from "node:fs";
import { isAbsolute, relative, sep } from "node:path";
import { AdapterError } from "../errors/index.js";
import type { ErrorCode } from "./generated.js";
import { FILESYSTEM_RULES, PACKAGED_VALIDATORS, packagedValidators, TOOL_NAME_RULE } from "./generated.js";

type PackagedKind = "executable" | "python" | "node";

export interface PackagedServerDescriptor {
  readonly kind: PackagedKind;
  readonly name: string;
  readonly packageRoot: string;
  /** The executable (kind executable) or the entry point (python, node), symlinks resolved. */
  readonly path: string;
  readonly args: readonly string[];
  readonly env: Readonly<Record<string, string>>;
  readonly requestTimeoutMs?: number;
}

interface FacadeField {
  readonly type: "string" | "number" | "integer" | "boolean" | "object" | "array";
  readonly description: string;
  readonly required: boolean;
}

export interface FacadeOperation {
  readonly name: string;
  readonly tool: string;
  readonly description: string;
  readonly fields: Readonly<Record<string, FacadeField>>;
  readonly fixedArguments?: Readonly<Record<string, unknown>>;
}

export interface ToolFacade {
  readonly name: string;
  readonly server: string;
  readonly label: string;
  readonly description: string;
  readonly guidelines: readonly string[];
  readonly effects: readonly string[];
  readonly output?: { readonly maxBytes?: number; readonly maxLines?: number };
  readonly operations: readonly FacadeOperation[];
}

type Validator = ((data: unknown) => boolean) & {
  errors?: { instancePath: string; keyword: string; message?: string }[] | null;
};
const validators = packagedValidators as unknown as Record<string, Validator>;

const KIND_SCHEMA: Readonly<Record<string, keyof typeof PACKAGED_VALIDATORS>> = {
  executable: "PackagedServer",
  python: "PackagedPythonServer",
  node: "PackagedNodeServer",
};

function schemaCheck(descriptor: keyof typeof PACKAGED_VALIDATORS, value: unknown): void {
  const validate = validators[PACKAGED_VALIDATORS[descriptor]] as Validator;
  if (validate(value)) return;
  const first = validate.errors?.[0];
  throw new AdapterError("MCPA_PACKAGED_INVALID", {
    descriptor,
    field: first?.instancePath || "/",
    problem: first?.keyword ?? "invalid",
  });
}

type Rule = (typeof FILESYSTEM_RULES)[number];
/** spec/packaged.yaml's filesystem rules by id: the code each fails with, and the fields it applies to. */
const RULE = Object.fromEntries(FILESYSTEM_RULES.map((r) => [r.id, r])) as { readonly [R in Rule as R["id"]]: R };
const applies = (rule: Rule, field: string): boolean => (rule.applies as readonly string[]).includes(field);

function fail(code: ErrorCode, data: Record<string, string>): never {
  throw new AdapterError(code, data);
}

/** Validates a server descriptor (schema, then filesystem rules) and returns it with real paths. */
export function validatePackagedServer(value: unknown): PackagedServerDescriptor {
  const kind = typeof value === "object" && value !== null ? (value as { kind?: unknown }).kind : undefined;
  const schema = typeof kind === "string" ? KIND_SCHEMA[kind] : undefined;
  if (!schema)
    throw new AdapterError("MCPA_PACKAGED_INVALID", { descriptor: "PackagedServer", field: "/kind", problem: "enum" });
  schemaCheck(schema, value);
  const d = value as {
    kind: PackagedKind;
    name: string;
    packageRoot: string;
    command?: string;
    entryPoint?: string;
    args?: string[];
    env?: Record<string, string>;
    requestTimeoutMs?: number;
  };
  const field = d.kind === "executable" ? "command" : "entryPoint";
  const target = (d.kind === "executable" ? d.command : d.entryPoint) as string;
  for (const [f, path] of [
    ["packageRoot", d.packageRoot],
    [field, target],
  ] as const)
    if (applies(RULE.absolute, f) && !isAbsolute(path)) fail(RULE.absolute.errorCode, { field: f, name: d.name });
  let root: string;
  let real: string;
  try {
    // The native realpath(3) resolves `..` after a symlink physically, as the OS opens the path;
    // realpathSync's JavaScript version normalises `..` lexically first and can name another file.
    root = realpathSync.native(d.packageRoot);
    real = realpathSync.native(target);
  } catch {
    fail(RULE["regular-file"].errorCode, { field, name: d.name });
  }
  const rel = relative(root, real);
  if (rel === "" || rel.startsWith(`..${sep}`) || rel === ".." || isAbsolute(rel))
    fail(RULE.contained.errorCode, { field, name: d.name });
  if (!statSync(real).isFile()) fail(RULE["regular-file"].errorCode, { field, name: d.name });
  if (applies(RULE.executable, field)) {
    try {
      accessSync(real, constants.X_OK);
    } catch {
      fail(RULE.executable.errorCode, { name: d.name });
    }
  }
  return Object.freeze({
    kind: d.kind,
    name: d.name,
    packageRoot: root,
    path: real,
    args: Object.freeze([...(d.args ?? [])]),
    env: Object.freeze({ ...(d.env ?? {}) }),
    ...(d.requestTimeoutMs !== undefined ? { requestTimeoutMs: d.requestTimeoutMs } : {}),
  });
}

/** Validates a facade descriptor: schema, reserved names, unique operations, no `operation` field. */
export function validateFacade(value: unknown): ToolFacade {
  schemaCheck("PackagedToolFacade", value);
  const f = value as ToolFacade;
  if ((TOOL_NAME_RULE.reserved as readonly string[]).includes(f.name))
    fail("MCPA_PACKAGED_FACADE_NAME", { facade: f.name });
  const names = new Set<string>();
  for (const [i, op] of f.operations.entries()) {
    if (names.has(op.name))
      throw new AdapterError("MCPA_PACKAGED_INVALID", {
        descriptor: "PackagedToolFacade",
        field: `/operations/${i}/name`,
        problem: "duplicate",
      });
    names.add(op.name);
    if ("operation" in op.fields)
      throw new AdapterError("MCPA_PACKAGED_INVALID", {
        descriptor: "PackagedToolFacade",
        field: `/operations/${i}/fields/operation`,
        problem: "reserved",
      });
  }
  return Object.freeze(JSON.parse(JSON.stringify({ ...f, guidelines: f.guidelines ?? [] })) as ToolFacade);
}

/** JSON with sorted keys: identity is by value, so key order (env, fixedArguments, defaults) never matters. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (typeof value === "object" && value !== null) {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

const same = (a: unknown, b: unknown): boolean => canonical(a) === canonical(b);

/** Load-order idempotent registration: identical descriptors are no-ops, conflicts fail. */
export class PackagedRegistry {
  private readonly servers = new Map<string, PackagedServerDescriptor>();
  private readonly facades = new Map<string, ToolFacade>();

  registerServer(value: unknown): PackagedServerDescriptor {
    const d = validatePackagedServer(value);
    const existing = this.servers.get(d.name);
    if (existing && !same(existing, d)) fail("MCPA_PACKAGED_CONFLICT", { kind: "server", name: d.name });
    this.servers.set(d.name, existing ?? d);
    return existing ?? d;
  }

  registerFacade(value: unknown): ToolFacade {
    const f = validateFacade(value);
    if (!this.servers.has(f.server)) fail("MCPA_PACKAGED_FACADE_BEFORE_SERVER", { facade: f.name, server: f.server });
    const existing = this.facades.get(f.name);
    if (existing && !same(existing, f)) fail("MCPA_PACKAGED_CONFLICT", { kind: "facade", name: f.name });
    this.facades.set(f.name, existing ?? f);
    return existing ?? f;
  }

  snapshot(): { servers: readonly PackagedServerDescriptor[]; facades: readonly ToolFacade[] } {
    const byName = <T extends { name: string }>(m: Map<string, T>): T[] =>
      [...m.values()].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    return Object.freeze({
      servers: Object.freeze(byName(this.servers)),
      facades: Object.freeze(byName(this.facades)),
    });
  }
}
