// Static credential and endpoint checks, run at load time on every server entry that passed the
// schema: no environment is read, no literal value is ever echoed.
import {
  argCredentials,
  describeArgShape,
  hasCredentialMarker,
  isCredentialHeader,
  isLoopbackHost,
  isReferenceName,
  isReservedHeader,
  parseTemplate,
  variableName,
} from "../secrets/index.js";
import type { ErrorCode } from "./generated.js";
import { ERROR_CATALOG, LOADER_ENV } from "./generated.js";
import type { Segment } from "./json.js";
import type { SchemaIssue } from "./validate.js";

function issue(
  code: ErrorCode,
  path: readonly Segment[],
  context: Record<string, string | number>,
  atKey = false,
): SchemaIssue {
  const data = Object.fromEntries(ERROR_CATALOG[code].placeholders.map((p) => [p, context[p] ?? ""]));
  return { code, path, atKey, data };
}

function suggestVariable(server: string, key: string, header: boolean): string {
  if (!header && isReferenceName(key)) return key;
  if (header && !hasCredentialMarker(key)) return `${variableName(server)}_TOKEN`;
  return variableName(key);
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** String entries of a map field; anything else is the schema's problem, already reported. */
function stringEntries(map: unknown): [string, string][] {
  return isObject(map) ? Object.entries(map).filter((e): e is [string, string] => typeof e[1] === "string") : [];
}

function checkTemplates(
  server: string,
  entries: readonly [string, string][],
  field: "env" | "headers",
  base: readonly Segment[],
  out: SchemaIssue[],
): void {
  for (const [key, value] of entries) {
    const path = [...base, field, key];
    const display = `${field}.${key}`;
    const parsed = parseTemplate(value);
    if (!parsed.ok) {
      out.push(issue("MCPA_CONFIG_REFERENCE_SYNTAX", path, { field: display, index: parsed.index + 1 }));
      continue;
    }
    const credential = field === "env" ? hasCredentialMarker(key) : isCredentialHeader(key);
    if (credential && !parsed.parts.some((p) => p.kind === "reference")) {
      out.push(
        issue("MCPA_CONFIG_CREDENTIAL_LITERAL", path, {
          field: display,
          variable: suggestVariable(server, key, field === "headers"),
        }),
      );
    }
    // ${TOKEN:-value} would send the literal value whenever TOKEN is unset: a credential in the file.
    const defaulted = credential
      ? parsed.parts.find((p) => p.kind === "reference" && p.default !== undefined)
      : undefined;
    if (defaulted?.kind === "reference")
      out.push(issue("MCPA_CONFIG_CREDENTIAL_DEFAULT", path, { field: display, variable: defaulted.name }));
  }
}

/** Runs on every entry, valid or not: each check looks only at values of the type it expects. */
export function staticChecks(name: string, server: unknown): SchemaIssue[] {
  if (!isObject(server)) return [];
  const base: Segment[] = ["mcpServers", name];
  const out: SchemaIssue[] = [];
  checkTemplates(name, stringEntries(server.env), "env", base, out);
  const headerEntries = stringEntries(server.headers);
  const headers = Object.fromEntries(headerEntries);
  const seen = new Map<string, string>();
  for (const header of Object.keys(headers)) {
    const lower = header.toLowerCase();
    if (isReservedHeader(header))
      out.push(issue("MCPA_CONFIG_RESERVED_HEADER", [...base, "headers", header], { header }, true));
    if (seen.has(lower))
      out.push(issue("MCPA_CONFIG_DUPLICATE_KEY", [...base, "headers", header], { key: header }, true));
    seen.set(lower, header);
  }
  for (const [header, value] of headerEntries)
    if (/[\r\n]/.test(value)) out.push(issue("MCPA_CONFIG_HEADER_VALUE", [...base, "headers", header], { header }));
  checkTemplates(name, headerEntries, "headers", base, out);
  if (typeof server.url === "string") {
    let url: URL | undefined;
    try {
      url = new URL(server.url);
    } catch {
      url = undefined;
    }
    if (!url || (url.protocol !== "http:" && url.protocol !== "https:") || url.hostname === "") {
      out.push(issue("MCPA_CONFIG_URL_INVALID", [...base, "url"], {}));
    } else {
      if (url.username !== "" || url.password !== "")
        out.push(issue("MCPA_CONFIG_URL_CREDENTIALS", [...base, "url"], {}));
      if (url.protocol === "http:" && !isLoopbackHost(url.hostname)) {
        for (const header of Object.keys(headers)) {
          if (isCredentialHeader(header))
            out.push(issue("MCPA_CONFIG_INSECURE_CREDENTIAL", [...base, "headers", header], { header }, true));
        }
      }
    }
  }
  return out;
}

const PROGRAM = /^[\w.@/+-]{1,64}$/;

/** The variable a notice suggests for an argument's credential: the server's name and what it holds. */
function argVariable(server: string, shape: string, label: string | undefined): string {
  const base = variableName(server);
  if (shape === "credential-flag" && label !== undefined)
    return label.startsWith(`${base}_`) ? label : `${base}_${label}`;
  return `${base}_${shape === "uri-password" ? "URL" : "TOKEN"}`;
}

/**
 * Notices for entries that load but will not do what their author meant, or that deserve a second
 * look: a `${VAR}` in args (which is passed literally), a Windows `cmd /c` wrapper on a platform
 * without cmd, and an env key that changes how the runtime loads code (spec/credentials.yaml
 * `loaderEnv`). Names only the position and the variable, never an argument's text or a value.
 */
export function entryNotices(
  name: string,
  server: unknown,
  platform: NodeJS.Platform = process.platform,
): SchemaIssue[] {
  if (!isObject(server)) return [];
  const base: Segment[] = ["mcpServers", name];
  const out: SchemaIssue[] = [];
  for (const [variable] of stringEntries(server.env))
    if ((LOADER_ENV as readonly string[]).includes(variable))
      out.push(issue("MCPA_CONFIG_LOADER_ENV", [...base, "env", variable], { variable }, true));
  if (!Array.isArray(server.args)) return out;
  const args = server.args;
  const env = isObject(server.env) ? server.env : {};
  args.forEach((arg, index) => {
    if (typeof arg !== "string") return;
    const parsed = parseTemplate(arg);
    const ref = parsed.ok ? parsed.parts.find((p) => p.kind === "reference") : undefined;
    if (ref?.kind !== "reference") return;
    // A server that expands the reference itself (mcp-remote's --header "Authorization:${AUTH_HEADER}")
    // gets the value from its env entry: nothing to add.
    const code = Object.hasOwn(env, ref.name) ? "MCPA_CONFIG_ARG_EXPANDED_BY_SERVER" : "MCPA_CONFIG_ARG_REFERENCE";
    out.push(issue(code, [...base, "args", index], { index, variable: ref.name }));
  });
  const flagged = new Set<number>();
  for (const c of argCredentials(args)) {
    if (flagged.has(c.index)) continue;
    flagged.add(c.index);
    const variable = argVariable(name, c.shape, c.label);
    out.push(
      issue("MCPA_CONFIG_ARG_CREDENTIAL", [...base, "args", c.index], {
        index: c.index,
        shape: describeArgShape(c),
        variable,
      }),
    );
  }
  const command = typeof server.command === "string" ? server.command : "";
  const shell = /^cmd(\.exe)?$/i.test(command);
  if (platform !== "win32" && shell && typeof args[0] === "string" && args[0].toLowerCase() === "/c") {
    const program = typeof args[1] === "string" && PROGRAM.test(args[1]) ? args[1] : "the program after /c";
    out.push(issue("MCPA_CONFIG_WINDOWS_SHELL", [...base, "command"], { shell: command, program }));
  }
  return out;
}
