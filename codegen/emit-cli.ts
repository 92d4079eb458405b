// spec/cli.yaml -> generated/cli.ts (the option parser's table, each command's flags and argument
// counts, and every help page rendered whole) and the README's command table. The help pages are
// text fixed at codegen time: the request grammar of `call` and `session` comes from
// spec/proxy-request.yaml and the version line from package.json.

import { render } from "./handlebars.js";
import type { Provenance } from "./header.js";
import { mdHeader, tsHeader } from "./header.js";
import type { ProxySpec } from "./model.js";

interface CliFlag {
  readonly value?: string;
  readonly short?: string;
  readonly everywhere?: true;
  readonly repeatable?: true;
  readonly description: string;
}

interface CliCommand {
  readonly usage: string;
  readonly summary: string;
  readonly flags: readonly string[];
  readonly arguments?: readonly {
    readonly name: string;
    readonly optional?: true;
    readonly variadic?: true;
    readonly description: string;
  }[];
  readonly requestGrammar?: true;
  readonly example?: string;
  readonly readme: readonly { readonly forms: readonly string[]; readonly text: string }[];
}

export interface CliSpec {
  readonly binary: string;
  readonly title: string;
  readonly jsonSchemaVersion: number;
  readonly exitCodes: readonly { readonly code: number; readonly meaning: string }[];
  readonly flags: Readonly<Record<string, CliFlag>>;
  readonly commands: Readonly<Record<string, CliCommand>>;
}

/** What the spec must keep true: flags named by commands exist, help and version go everywhere, 0-2 documented. */
export function checkCliSpec(spec: CliSpec): void {
  for (const [name, c] of Object.entries(spec.commands)) {
    for (const f of c.flags) {
      if (!spec.flags[f])
        throw new Error(
          `spec/cli.yaml commands.${name}: unknown flag ${f} (flags: ${Object.keys(spec.flags).join(", ")})`,
        );
      if (spec.flags[f]?.everywhere)
        throw new Error(`spec/cli.yaml commands.${name}: ${f} is accepted everywhere; do not list it`);
    }
    const args = c.arguments ?? [];
    if (args.some((a, i) => a.optional && args.slice(i + 1).some((b) => !b.optional)))
      throw new Error(`spec/cli.yaml commands.${name}: a required argument follows an optional one`);
    if (args.slice(0, -1).some((a) => a.variadic))
      throw new Error(`spec/cli.yaml commands.${name}: only the last argument may be variadic`);
    if ((c.example === undefined) !== (c.requestGrammar === undefined))
      throw new Error(`spec/cli.yaml commands.${name}: requestGrammar and example go together`);
  }
  const unused = Object.entries(spec.flags).filter(
    ([f, d]) => !d.everywhere && !Object.values(spec.commands).some((c) => c.flags.includes(f)),
  );
  if (unused.length > 0) throw new Error(`spec/cli.yaml: flags no command takes: ${unused.map(([f]) => f).join(", ")}`);
  for (const f of ["help", "version"])
    if (!spec.flags[f]?.everywhere) throw new Error(`spec/cli.yaml: flag ${f} must be everywhere: true`);
  if (!spec.commands.help || !spec.commands.version)
    throw new Error("spec/cli.yaml: the help and version commands are required");
  const codes = spec.exitCodes.map((e) => e.code).join(",");
  if (codes !== "0,1,2") throw new Error(`spec/cli.yaml: exitCodes must document 0, 1 and 2 in order; found ${codes}`);
}

const WIDTH = 100;

/** Words wrapped to WIDTH columns, continuation lines indented by `indent`. */
function wrap(text: string, indent: string): string {
  const lines: string[] = [];
  let line = "";
  for (const w of text.split(" ")) {
    if (line !== "" && indent.length + line.length + 1 + w.length > WIDTH) {
      lines.push(line);
      line = w;
    } else line = line === "" ? w : `${line} ${w}`;
  }
  lines.push(line);
  return lines.join(`\n${indent}`);
}

const flagLabel = (name: string, f: CliFlag): string =>
  `${f.short ? `-${f.short}, ` : ""}--${name}${f.value ? ` ${f.value}` : ""}`;
// A label too long for its column puts the description on the next line.
const flagLine = (name: string, f: CliFlag, note = ""): string => {
  const label = flagLabel(name, f);
  const pad = label.length < 17 ? label.padEnd(17) : `${label}\n${" ".repeat(19)}`;
  return `  ${pad}${wrap(`${f.description}${note}`, " ".repeat(19))}\n`;
};

function exitCodes(spec: CliSpec): string {
  return `Exit codes:\n${spec.exitCodes.map((e) => `  ${e.code}  ${e.meaning}\n`).join("")}`;
}

/** The request grammar, from spec/proxy-request.yaml: one example per operation. */
function requestGrammar(proxy: ProxySpec): string {
  const fill = (example: object): string =>
    JSON.stringify(example).replaceAll("{server}", "docs").replaceAll("{tool}", "search_issues");
  const rows = [
    { id: "status", summary: proxy.status.summary, example: proxy.status.example as object },
    ...proxy.operations,
  ].map((o) => `  ${o.id.padEnd(16)}${fill(o.example)}\n${" ".repeat(18)}${o.summary}`);
  return `A request is one JSON object, the mcp tool's arguments (long form {"server","operation",...} or\nthe short forms shown):\n${rows.join("\n")}\n`;
}

function overview(spec: CliSpec, version: string): string {
  // A usage too long for its column gets the summary on the next line.
  const usage = (u: string): string => (u.length < 22 ? u.padEnd(22) : `${u}\n${" ".repeat(24)}`);
  const commands = Object.values(spec.commands).map((c) => `  ${usage(c.usage)}${wrap(c.summary, " ".repeat(24))}\n`);
  const flags = Object.entries(spec.flags).map(([name, f]) => {
    const takers = Object.entries(spec.commands)
      .filter(([, c]) => c.flags.includes(name))
      .map(([n]) => n);
    return flagLine(name, f, f.everywhere ? "" : ` (${takers.join(", ")})`);
  });
  return `${spec.binary} ${version}: ${spec.title}\n\nCommands:\n${commands.join("")}\nFlags:\n${flags.join("")}\n${exitCodes(spec)}`;
}

function page(spec: CliSpec, proxy: ProxySpec, c: CliCommand): string {
  const sections = [`Usage: ${spec.binary} ${c.usage}\n\n${wrap(c.summary, "")}\n`];
  if (c.requestGrammar) sections.push(`${requestGrammar(proxy)}\nExample:\n  ${c.example}\n`);
  const args = c.arguments ?? [];
  const width = Math.max(0, ...args.map((a) => a.name.length)) + 2;
  if (args.length > 0)
    sections.push(
      `Arguments:\n${args.map((a) => `  ${a.name.padEnd(width)}${a.optional ? "(optional) " : ""}${a.description}\n`).join("")}`,
    );
  if (c.flags.length > 0)
    sections.push(`Flags:\n${c.flags.map((f) => flagLine(f, spec.flags[f] as CliFlag)).join("")}`);
  sections.push(exitCodes(spec));
  return sections.join("\n");
}

export function emitCliModule(p: Provenance, spec: CliSpec, proxy: ProxySpec, version: string): string {
  checkCliSpec(spec);
  const options = Object.fromEntries(
    Object.entries(spec.flags).map(([name, f]) => [
      name,
      {
        type: f.value ? "string" : "boolean",
        ...(f.short ? { short: f.short } : {}),
        ...(f.repeatable ? { multiple: true } : {}),
        ...(f.value ? {} : { default: false }),
      },
    ]),
  );
  const commands = Object.fromEntries(
    Object.entries(spec.commands).map(([name, c]) => {
      const args = c.arguments ?? [];
      return [
        name,
        {
          flags: c.flags,
          minArguments: args.filter((a) => !a.optional).length,
          // null: a variadic last argument takes every positional left.
          maxArguments: args.at(-1)?.variadic ? null : args.length,
          arguments: args.map((a) => a.name),
        },
      ];
    }),
  );
  const pages = Object.fromEntries(Object.entries(spec.commands).map(([name, c]) => [name, page(spec, proxy, c)]));
  const exported: [string, unknown][] = [
    ["CLI_BINARY", spec.binary],
    ["CLI_JSON_SCHEMA_VERSION", spec.jsonSchemaVersion],
    ["CLI_OPTIONS", options],
    ["CLI_EVERYWHERE_FLAGS", Object.keys(spec.flags).filter((f) => spec.flags[f]?.everywhere)],
    ["CLI_COMMANDS", commands],
    ["CLI_OVERVIEW", overview(spec, version)],
    ["CLI_PAGES", pages],
  ];
  return `${tsHeader(p)}\n\n${exported.map(([name, value]) => `export const ${name} = ${JSON.stringify(value, null, 2)} as const;\n`).join("\n")}\nexport type CliCommandName = keyof typeof CLI_COMMANDS;\nexport type CliFlagName = keyof typeof CLI_OPTIONS;\n`;
}

/** The README's command table: one row per readme form, then the flags and the exit codes. */
export function docCli(p: Provenance, t: string, spec: CliSpec): string {
  const rows = Object.values(spec.commands).flatMap((c) => c.readme);
  const flags = Object.entries(spec.flags).map(([name, f]) => ({
    label: flagLabel(name, f),
    description: f.description,
    commands: f.everywhere
      ? "every command"
      : Object.entries(spec.commands)
          .filter(([, c]) => c.flags.includes(name))
          .map(([n]) => `\`${n}\``)
          .join(", "),
  }));
  return render(t, "docs-cli.md.hbs", {
    header: mdHeader(p),
    binary: spec.binary,
    rows,
    flags,
    exitCodes: spec.exitCodes,
    jsonSchemaVersion: spec.jsonSchemaVersion,
  });
}
