// Worker delegation never escalates, by property, biased toward the edges: requests that
// name exactly the tools, prompts, resources and servers that exist but are not granted (or that
// the parent's includeTools/excludeTools hide), granted ones, names that differ by case, whitespace,
// a zero-width character or a written-out \u escape, every operation form (legacy keys and
// `operation`), and resource references minted for the other server. Through the real chain:
// worker/export on the parent's configuration, startDelegation of the descriptor, a Runtime whose
// servers are two real stdio fixture processes, and the McpProxy the worker's sidecar runs. For
// every request: its scope is status or one well-formed ceiling string; the host's gate (does the
// descriptor list that string) and the sidecar agree (what the gate refuses, the sidecar refuses
// with a catalog code, and nothing reaches a server); what reaches a server is exactly the scope and
// is granted; listings show exactly what may be called, read or got; no planted secret is output.
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { toolVisible } from "../../src/catalog/tool-filter.js";
import type { LoadedConfig, ToolFilter } from "../../src/config/index.js";
import { loadDelegatedServers } from "../../src/config/index.js";
import { AdapterError } from "../../src/errors/index.js";
import type { WorkerDescriptor } from "../../src/host/generated.js";
import { exportDescriptor } from "../../src/host/worker-export.js";
import { startDelegation } from "../../src/host/worker-mode.js";
import { Ceiling, formatCeiling, parseCeiling } from "../../src/proxy/ceiling.js";
import type { CeilingOperation } from "../../src/proxy/generated.js";
import { McpProxy } from "../../src/proxy/proxy.js";
import { Runtime } from "../../src/runtime/runtime.js";
import { BLOB_RESOURCE_URI, listPrompts, TEXT_RESOURCES } from "../fixtures/server/catalog.js";
import { fixedToolNames } from "../fixtures/server/tools.js";
import { codeOf, textOf } from "../support/results.js";
import { tempDir } from "../support/temp.js";
import { INSTALLER } from "../support/worker.js";
import { runs } from "./arbitraries/config.js";

const ROOT = resolve(import.meta.dirname, "../..");
const FIXTURE = join(ROOT, "test/fixtures/server/fixture-server.ts");
const SECRET = "prop-docs-secret-7c21e9b4";
const DELEGATED = ["docs", "aux"] as const;
type Delegated = (typeof DELEGATED)[number];
// docs: echo, env_presence and lines are visible, fail is excluded, every other fixture tool hidden.
// aux: the same fixture with other tools visible; echo exists there but is hidden.
const PARENT_TOOLS = {
  docs: { includeTools: ["echo", "env_presence", "lines", "fail"], excludeTools: ["fail"] },
  aux: { includeTools: ["lines", "env_presence", "structured"] },
};
const PARENT_FILTERS = {
  docs: { include: PARENT_TOOLS.docs.includeTools, exclude: PARENT_TOOLS.docs.excludeTools },
  aux: { include: PARENT_TOOLS.aux.includeTools },
};

const TOOLS = fixedToolNames("stdio");
const PROMPTS = listPrompts().map((p) => p.name);
const URIS = [...TEXT_RESOURCES.map((r) => r.uri), BLOB_RESOURCE_URI];
const URI_OF_NAME = new Map<string, string>([
  ...TEXT_RESOURCES.map((r) => [r.name, r.uri] as const),
  ["blob-1", BLOB_RESOURCE_URI],
]);

/** A name as it is, and the near misses a coordinator or a model might write instead. */
function variants(name: string): string[] {
  const first = name.codePointAt(0) as number;
  return [
    name,
    name.toUpperCase(),
    `${name.charAt(0).toUpperCase()}${name.slice(1)}`,
    ` ${name}`,
    `${name} `,
    `${name}\u200b`,
    `\\u${first.toString(16).padStart(4, "0")}${name.slice(1)}`,
    `${name.slice(0, -1)}\\u${(name.codePointAt(name.length - 1) as number).toString(16).padStart(4, "0")}`,
    `${name}é`,
    `${name.slice(0, -1)}`,
  ];
}
const SAFE_TOOLS = ["echo", "env_presence", "lines", "structured", "fail"];
const toolName = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...TOOLS) },
  { weight: 2, arbitrary: fc.constantFrom(...SAFE_TOOLS.flatMap(variants)) },
);
const promptName = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...PROMPTS) },
  { weight: 1, arbitrary: fc.constantFrom(...PROMPTS.flatMap(variants)) },
);
const uri = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...URIS) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      "FIXTURE://text/1",
      "fixture://text/1/",
      "fixture://text/%31",
      " fixture://text/2",
      "fixture://template/1",
      "fixture://text/*",
    ),
  },
);

/** A ceiling string a coordinator might ask for: granted-able, hidden, near misses, malformed. */
const ceilingString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom("tools.list", "resources.list", "prompts.list", "reconnect") },
  { weight: 5, arbitrary: toolName.map((t) => `tools.call:${t}`) },
  { weight: 2, arbitrary: promptName.map((p) => `prompts.get:${p}`) },
  { weight: 2, arbitrary: uri.map((u) => `resources.read:${u}`) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      "tools.call",
      "tools.call:",
      "TOOLS.LIST",
      "tools.list:x",
      "tools.search",
      "tools.describe:echo",
      "status",
      " tools.list",
      "reconnect:",
      "tools.call:ec\u0007ho",
      "tools.call:*",
      "resources.read",
    ),
  },
);
const serverName = fc.oneof(
  { weight: 8, arbitrary: fc.constantFrom<string>(...DELEGATED) },
  { weight: 1, arbitrary: fc.constantFrom("off", "nope", "Docs", " docs", "aux ") },
);
/** A string export must accept for `server`: the fixture's names, or URIs and prompts that may not exist. */
const grantable = (server: Delegated): fc.Arbitrary<string> => {
  const visible = SAFE_TOOLS.concat(TOOLS).filter((t) => toolVisible(PARENT_FILTERS[server], t));
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom("tools.list", "resources.list", "prompts.list", "reconnect") },
    { weight: 4, arbitrary: fc.constantFrom(...visible).map((t) => `tools.call:${t}`) },
    { weight: 2, arbitrary: promptName.map((p) => `prompts.get:${p}`) },
    { weight: 2, arbitrary: uri.map((u) => `resources.read:${u}`) },
  );
};
/** Mostly a request export accepts; else the same with one edge: any string, or a server it cannot delegate. */
const exportRequest = fc.oneof(
  {
    weight: 12,
    arbitrary: fc
      .tuple(
        fc
          .subarray([...DELEGATED], { minLength: 1 })
          .chain((names) =>
            fc.tuple(
              ...names.map((n) =>
                fc.array(grantable(n), { minLength: 1, maxLength: 6 }).map((ops) => [n, ops] as const),
              ),
            ),
          ),
        fc.oneof(
          { weight: 3, arbitrary: fc.constant(null) },
          { weight: 2, arbitrary: fc.tuple(fc.constantFrom<string>(...DELEGATED), ceilingString) },
          { weight: 1, arbitrary: fc.tuple(serverName, fc.array(ceilingString, { minLength: 1, maxLength: 3 })) },
        ),
      )
      .map(([entries, edge]) => {
        const servers: Record<string, string[]> = Object.fromEntries(entries.map(([n, ops]) => [n, [...ops]]));
        if (edge !== null && typeof edge[1] === "string") servers[edge[0]] = [...(servers[edge[0]] ?? []), edge[1]];
        else if (edge !== null) servers[edge[0]] = edge[1] as string[];
        return { servers };
      }),
  },
  {
    weight: 1,
    arbitrary: fc.oneof(
      fc.jsonValue(),
      fc.record({ servers: fc.dictionary(serverName, fc.jsonValue(), { maxKeys: 2 }) }),
    ),
  },
);

/** Tool arguments that the fixture accepts for the tools it may run; junk for the rest. */
const toolArgs = (name: string): Record<string, unknown> =>
  /echo/i.test(name)
    ? { text: `echo ${SECRET}` }
    : /lines/i.test(name)
      ? { count: 2 }
      : /env/i.test(name)
        ? { name: "DOCS_TOKEN" }
        : {};

/** Resource references handed out by each server's listing, primed in beforeAll. */
const references = new Map<string, { server: Delegated; uri: string }>();
const referenceArb = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .constant(null)
      .map(() => [...references.keys()])
      .chain((refs) => fc.constantFrom(...refs)),
  },
  { weight: 1, arbitrary: fc.constantFrom("mcp-resource-0123456789abcdef0123456789abcdef", "fixture://text/1", "") },
);

/** What a coordinator's request names on each server: the worker's requests aim at these half the time. */
interface Aims {
  readonly tools: string[];
  readonly prompts: string[];
  readonly uris: string[];
}
function aimsOf(request: unknown): Map<string, Aims> {
  const servers = (request as { servers?: unknown } | null)?.servers;
  const out = new Map<string, Aims>();
  if (typeof servers !== "object" || servers === null) return out;
  for (const [name, list] of Object.entries(servers)) {
    const aims: Aims = { tools: [], prompts: [], uris: [] };
    for (const s of Array.isArray(list) ? list : []) {
      const p = typeof s === "string" ? parseCeiling(s) : undefined;
      if (!p?.ok || p.entry.target === null) continue;
      ({ "tools.call": aims.tools, "prompts.get": aims.prompts, "resources.read": aims.uris })[
        p.entry.operation as "tools.call"
      ]?.push(p.entry.target);
    }
    out.set(name, aims);
  }
  return out;
}
const aimed = (names: readonly string[], otherwise: fc.Arbitrary<string>): fc.Arbitrary<string> =>
  names.length === 0
    ? otherwise
    : fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...names) }, { weight: 1, arbitrary: otherwise });

/** Every request form of spec/proxy-request.yaml, legacy keys and `operation`, against near-miss names. */
function workerRequest(server: string, aims: Aims | undefined): fc.Arbitrary<Record<string, unknown>> {
  // Tools the server shows but the coordinator may not have granted are the edge for describe and call.
  const shown = TOOLS.filter((t) => toolVisible((PARENT_FILTERS as Record<string, ToolFilter>)[server.trim()], t));
  const tool = aimed(aims?.tools ?? [], shown.length > 0 ? fc.oneof(fc.constantFrom(...shown), toolName) : toolName);
  const prompt = aimed(aims?.prompts ?? [], promptName);
  const own = [...references]
    .filter(([, r]) => r.server === server.trim() && aims?.uris.includes(r.uri))
    .map(([ref]) => ref);
  const reference = aimed(own, referenceArb);
  return fc.oneof(
    { weight: 2, arbitrary: fc.constant({ server }) },
    { weight: 1, arbitrary: fc.constantFrom("", "echo", "lines", "sleep").map((search) => ({ server, search })) },
    { weight: 2, arbitrary: tool.map((describe) => ({ server, describe })) },
    { weight: 4, arbitrary: tool.map((t) => ({ server, tool: t, args: toolArgs(t) })) },
    { weight: 1, arbitrary: fc.constant({ server, operation: "tools.list" }) },
    {
      weight: 1,
      arbitrary: fc.constantFrom("echo", "x").map((query) => ({ server, operation: "tools.search", query })),
    },
    { weight: 2, arbitrary: tool.map((name) => ({ server, operation: "tools.describe", name })) },
    {
      weight: 4,
      arbitrary: tool.map((name) => ({ server, operation: "tools.call", name, arguments: toolArgs(name) })),
    },
    { weight: 2, arbitrary: fc.constant({ server, operation: "resources.list" }) },
    { weight: 4, arbitrary: reference.map((resource) => ({ server, operation: "resources.read", resource })) },
    { weight: 2, arbitrary: fc.constant({ server, operation: "prompts.list" }) },
    {
      weight: 3,
      arbitrary: prompt.map((p) => ({
        server,
        operation: "prompts.get",
        prompt: p,
        arguments: p === "review" ? { topic: "t" } : {},
      })),
    },
    {
      weight: 1,
      arbitrary: fc.constant({
        server,
        operation: "output.read",
        output: "mcp-output-0123456789abcdef0123456789abcdef",
      }),
    },
  );
}
/** The worker's requests, mostly on the servers the coordinator named, aimed at what it named. */
function workerRequests(request: unknown): fc.Arbitrary<Record<string, unknown>[]> {
  const aims = aimsOf(request);
  const server = aimed([...aims.keys()], serverName);
  return fc.array(
    fc.oneof(
      { weight: 30, arbitrary: server.chain((s) => workerRequest(s, aims.get(s.trim()))) },
      {
        weight: 1,
        arbitrary: fc.constantFrom<Record<string, unknown>>(
          {},
          { server: "docs", operation: "reconnect" },
          { server: "aux", operation: "reconnect" },
        ),
      },
    ),
    { minLength: 1, maxLength: 10 },
  );
}

/** The Ceiling the worker's proxy checks, swapped per run so that one proxy keeps its references. */
class SwitchCeiling extends Ceiling {
  current = new Ceiling({});
  override allows(server: string, operation: CeilingOperation, target: string | null = null): boolean {
    return this.current.allows(server, operation, target);
  }
  override granted(server: string): string[] {
    return this.current.granted(server);
  }
  override has(server: string, text: string): boolean {
    return this.current.has(server, text);
  }
}

let dir: string;
let parent: LoadedConfig;
let runtime: Runtime;
let proxy: McpProxy;
const ceiling = new SwitchCeiling({});
const eventsFile = (server: Delegated): string => join(dir, `${server}-events.log`);
const lines = (server: Delegated): string[] => {
  try {
    return readFileSync(eventsFile(server), "utf8")
      .split("\n")
      .filter((l) => l !== "");
  } catch {
    return [];
  }
};

/** Every string the parent could grant on a server: each ceiling operation, on each visible target. */
function everything(server: string): string[] {
  const filter = parent.servers.get(server)?.tools;
  return [
    "tools.list",
    "resources.list",
    "prompts.list",
    "reconnect",
    ...TOOLS.filter((t) => toolVisible(filter, t)).map((t) => `tools.call:${t}`),
    ...URIS.map((u) => `resources.read:${u}`),
    ...PROMPTS.map((p) => `prompts.get:${p}`),
  ];
}

beforeAll(async () => {
  dir = tempDir("mcpa-escalation-");
  const stdio = (env: Record<string, string>) => ({
    command: process.execPath,
    args: ["--import", "tsx", FIXTURE, "stdio"],
    cwd: ROOT,
    env,
    requestTimeoutMs: 15_000,
  });
  parent = loadDelegatedServers(
    {
      docs: { ...stdio({ DOCS_TOKEN: "${DOCS_TOKEN}", FIXTURE_EVENTS_FILE: "${DOCS_EVENTS}" }), ...PARENT_TOOLS.docs },
      aux: { ...stdio({ FIXTURE_EVENTS_FILE: "${AUX_EVENTS}" }), ...PARENT_TOOLS.aux },
      off: { command: process.execPath, disabled: true },
    },
    "escalation property",
  );
  const full = exportDescriptor(
    { config: parent, cwd: dir, installer: INSTALLER },
    { servers: { docs: everything("docs"), aux: everything("aux") } },
  );
  const delegation = startDelegation(
    {
      descriptor: full,
      environment: { DOCS_TOKEN: SECRET, DOCS_EVENTS: eventsFile("docs"), AUX_EVENTS: eventsFile("aux") },
    },
    { PATH: process.env.PATH ?? "", HOME: dir },
  );
  runtime = new Runtime(delegation.config, {
    environment: delegation.environment,
    cwd: dir,
    offline: false,
    spillBase: join(dir, "spills"),
  });
  proxy = new McpProxy(runtime, [], ceiling);
  ceiling.current = delegation.ceiling;
  for (const server of DELEGATED) {
    const listing = textOf(await proxy.call({ server, operation: "resources.list" }));
    for (const m of listing.matchAll(/^- (mcp-resource-[0-9a-f]+) ([^:]+):/gm))
      references.set(m[1] as string, { server, uri: URI_OF_NAME.get(m[2] as string) as string });
  }
  expect(references.size).toBe(2 * URIS.length);
}, 60_000);

afterAll(async () => {
  await runtime?.close();
});

/** The codes export may refuse `request` with, from the parent's configuration alone; none when it is fine. */
function expectedRefusals(request: unknown): Set<string> {
  const out = new Set<string>();
  const servers = (request as { servers?: unknown } | null)?.servers;
  if (
    typeof servers !== "object" ||
    servers === null ||
    Array.isArray(servers) ||
    Object.keys(servers).length === 0 ||
    Object.keys(request as object).some((k) => k !== "servers")
  )
    return new Set(["MCPA_WORKER_REQUEST_INVALID"]);
  for (const [name, list] of Object.entries(servers as Record<string, unknown>)) {
    if (!Array.isArray(list) || list.length === 0 || list.some((s) => typeof s !== "string"))
      out.add("MCPA_WORKER_REQUEST_INVALID");
    if (!parent.servers.has(name)) out.add("MCPA_WORKER_SERVER_UNAVAILABLE");
    if (!Array.isArray(list)) continue;
    for (const s of list) {
      const p = typeof s === "string" ? parseCeiling(s) : undefined;
      if (!p?.ok) out.add("MCPA_WORKER_REQUEST_INVALID");
      else if (
        p.entry.operation === "tools.call" &&
        !toolVisible(parent.servers.get(name)?.tools, p.entry.target as string)
      )
        out.add("MCPA_WORKER_ESCALATION");
    }
  }
  return out;
}

/** Tool, prompt and resource names a listing shows (escaped names are not among the fixture's). */
function listed(text: string, kind: "tools" | "prompts" | "resources", server?: Delegated): string[] {
  // A reconnect (granted, or automatic after a lost connection) retires references: learn the ones
  // this listing hands out, so that later requests aim at live ones too.
  if (kind === "resources")
    return [...text.matchAll(/^- (mcp-resource-[0-9a-f]+) ([^:]+):/gm)].map((m) => {
      const uri = URI_OF_NAME.get(m[2] as string) ?? `unknown ${m[2]}`;
      if (server !== undefined) references.set(m[1] as string, { server, uri });
      return uri;
    });
  return [...text.matchAll(/^- ([^:\s]+):/gm)].map((m) => m[1] as string);
}

const sorted = (xs: Iterable<string>): string[] => [...xs].sort();
/** The strings the descriptor lists for `server`: what the host's gate admits. */
const grantedIn = (d: WorkerDescriptor, server: string): readonly string[] =>
  (d.operations as Record<string, readonly string[] | undefined>)[server] ?? [];
const SERVER_WORK = /^(tools\/call|prompts\/get|resources\/read)\b/;

/** Checks one request; true when a server echoed the planted secret and it came back redacted. */
async function checkRequest(d: WorkerDescriptor, live: Ceiling, request: Record<string, unknown>): Promise<boolean> {
  const scope = proxy.scope(request);
  const text =
    scope.server === null
      ? "status"
      : formatCeiling({ operation: scope.operation as CeilingOperation, target: scope.target });
  if (scope.server !== null)
    expect(parseCeiling(text)).toEqual({ ok: true, entry: { operation: scope.operation, target: scope.target } });
  else expect(scope).toEqual({ server: null, operation: "status", target: null });
  // The host's gate: status always passes, anything else only if the descriptor lists its string.
  const admitted = scope.server === null || grantedIn(d, scope.server).includes(text);
  const before = { docs: lines("docs").length, aux: lines("aux").length };
  const result = await proxy.call(request);
  const code = codeOf(result);
  const output = textOf(result);
  const work = Object.fromEntries(
    DELEGATED.map((s) => [
      s,
      lines(s)
        .slice(before[s])
        .filter((l) => SERVER_WORK.test(l)),
    ]),
  ) as Record<Delegated, string[]>;
  const where = JSON.stringify({
    request,
    scope,
    admitted,
    code,
    work,
    operations: d.operations,
    output: output.slice(0, 400),
  });
  expect(output.includes(SECRET), where).toBe(false);
  const echoed = work.docs.includes("tools/call echo") && !result.isError;
  if (echoed) expect(output, where).toContain("[redacted:DOCS_TOKEN]");
  // Whatever reached a server is the request's own scope on its own server, and granted.
  for (const server of DELEGATED) {
    for (const line of work[server]) {
      expect(scope.server, where).toBe(server);
      expect(admitted, where).toBe(true);
      if (line.startsWith("tools/call ")) expect(text, where).toBe(`tools.call:${line.slice("tools/call ".length)}`);
      else if (line.startsWith("prompts/get "))
        expect(text, where).toBe(`prompts.get:${line.slice("prompts/get ".length)}`);
      else expect(scope.operation, where).toBe("resources.read");
      expect(live.allows(server, scope.operation as CeilingOperation, scope.target), where).toBe(true);
    }
  }
  if (!admitted) {
    // The sidecar, asked anyway, refuses just as the gate does: a delegated server by the ceiling,
    // another one as unknown (a real worker's runtime has no such server).
    expect(result.isError, where).toBe(true);
    expect(["MCPA_WORKER_CEILING_DENIED", "MCPA_REQUEST_UNKNOWN_SERVER"], where).toContain(code);
    return echoed;
  }
  if (scope.server === null) return echoed;
  const server = scope.server as Delegated;
  const isDescribe = "describe" in request || request.operation === "tools.describe";
  if (code === "MCPA_WORKER_CEILING_DENIED") {
    // Only describe needs more than its scope: the tool must be callable too.
    expect(isDescribe, where).toBe(true);
    expect(live.allows(server, "tools.call", String(request.describe ?? request.name).trim()), where).toBe(false);
    return echoed;
  }
  if (isDescribe && !result.isError)
    expect(live.allows(server, "tools.call", String(request.describe ?? request.name).trim()), where).toBe(true);
  if (result.isError) return echoed;
  // Listings show exactly what may be called, read or got.
  const filter = runtime.config.servers.get(server)?.tools;
  const plainList =
    request.operation === "tools.list" ||
    (request.operation === undefined && !("search" in request) && !("describe" in request) && !("tool" in request));
  if (plainList)
    expect(sorted(listed(output, "tools")), where).toEqual(
      sorted(TOOLS.filter((t) => toolVisible(filter, t) && live.tool(server, t))),
    );
  if (request.operation === "tools.search" || "search" in request)
    for (const t of listed(output, "tools")) expect(live.tool(server, t), where).toBe(true);
  if (request.operation === "prompts.list")
    expect(sorted(listed(output, "prompts")), where).toEqual(sorted(PROMPTS.filter((p) => live.prompt(server, p))));
  if (request.operation === "resources.list") {
    expect(sorted(listed(output, "resources", server)), where).toEqual(
      sorted(URIS.filter((u) => live.resource(server, u))),
    );
    expect(output, where).toMatch(/ and 0 templates/);
  }
  return echoed;
}

describe("worker delegation never escalates, through real fixture servers", () => {
  it("export refuses exactly what the parent may not do; the worker's gate and sidecar agree and never exceed the ceiling", async () => {
    let exported = 0;
    let checked = 0;
    let redacted = 0;
    const outcomes = new Map<string, number>();
    await fc.assert(
      fc.asyncProperty(
        exportRequest.chain((request) => fc.tuple(fc.constant(request), workerRequests(request))),
        async ([request, requests]) => {
          const refusals = expectedRefusals(request);
          let d: WorkerDescriptor;
          try {
            d = exportDescriptor({ config: parent, cwd: dir, installer: INSTALLER }, request);
          } catch (err) {
            expect(AdapterError.isInstance(err), String(err)).toBe(true);
            expect([...refusals], JSON.stringify(request)).toContain((err as AdapterError).code);
            return;
          }
          expect([...refusals], JSON.stringify(request)).toEqual([]);
          exported++;
          const asked = (request as { servers: Record<string, string[]> }).servers;
          expect(sorted(Object.keys(d.operations))).toEqual(sorted(Object.keys(asked)));
          for (const [server, ops] of Object.entries(d.operations))
            expect(sorted(ops ?? [])).toEqual(sorted(new Set(asked[server])));
          expect(JSON.stringify(d)).not.toContain(SECRET);
          const delegation = startDelegation(
            {
              descriptor: d,
              environment: { DOCS_TOKEN: SECRET, DOCS_EVENTS: eventsFile("docs"), AUX_EVENTS: eventsFile("aux") },
            },
            { PATH: process.env.PATH ?? "" },
          );
          ceiling.current = delegation.ceiling;
          // Servers of the shared runtime this descriptor does not delegate are granted nothing.
          for (const server of DELEGATED)
            if (!(server in d.operations)) expect(delegation.ceiling.granted(server)).toEqual([]);
          for (const r of requests) {
            if (await checkRequest(d, delegation.ceiling, r)) redacted++;
            checked++;
            const scope = proxy.scope(r);
            const key =
              scope.server === null
                ? "status"
                : grantedIn(d, scope.server).includes(
                      formatCeiling({ operation: scope.operation as CeilingOperation, target: scope.target }),
                    )
                  ? `granted ${scope.operation}`
                  : `refused ${scope.operation}`;
            outcomes.set(key, (outcomes.get(key) ?? 0) + 1);
          }
        },
      ),
      { numRuns: runs(150) },
    );
    // The generator reaches both sides of the gate for the operations that matter.
    if (runs(150) >= 100) {
      expect(exported).toBeGreaterThan(20);
      expect(redacted).toBeGreaterThan(0);
      for (const key of [
        "granted tools.call",
        "refused tools.call",
        "granted tools.list",
        "refused tools.list",
        "granted prompts.get",
        "refused prompts.get",
        "granted resources.read",
        "refused resources.read",
        "refused reconnect",
      ])
        expect(outcomes.get(key) ?? 0, `${key}: ${JSON.stringify([...outcomes])}`).toBeGreaterThan(0);
    }
    console.log(
      `escalation property: ${exported} descriptors, ${checked} requests, ${redacted} secret echoes redacted, ${JSON.stringify(Object.fromEntries([...outcomes].sort()))}`,
    );
  }, 240_000);
});
