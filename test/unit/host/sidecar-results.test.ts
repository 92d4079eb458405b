// Every reply the sidecar sends matches the result schema spec/sidecar-protocol.yaml gives its method,
// the schemas the generated result types come from; params the guards refuse get INVALID_PARAMS; a
// refusal with a catalog code carries it in error.data, read here as the shim reads it, through
// host-contract.json.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { Readable } from "node:stream";
import { Ajv } from "ajv";
import { expect, it } from "vitest";
import { parse } from "yaml";
import { SIDECAR_METHODS as M, SIDECAR_NOTIFICATION_METHODS as N, SIDECAR_ERRORS } from "../../../generated/sidecar.js";
import { Sidecar } from "../../../src/host/sidecar.js";
import { initializeParams, inProcessSidecar } from "../../support/sidecar.js";
import { tempDir } from "../../support/temp.js";

const ROOT = join(import.meta.dirname, "..", "..", "..");
const spec = parse(readFileSync(join(ROOT, "spec", "sidecar-protocol.yaml"), "utf8")) as {
  requests: Record<string, { result: object }>;
};
const ajv = new Ajv({ strict: true, allErrors: true });
const conforms = (method: string, result: unknown): string => {
  const validate = ajv.compile(spec.requests[method]?.result ?? { not: {} });
  return validate(result) ? "ok" : ajv.errorsText(validate.errors);
};

it("initialize, tool/call, status and shutdown answer with their spec's result shape", async () => {
  const home = tempDir("mcpa-sidecar-results-");
  const sidecar = inProcessSidecar(home);
  const init = await sidecar.request(1, M.initialize, initializeParams(home, { offline: true }));
  expect(conforms(M.initialize, init.result)).toBe("ok");
  const call = await sidecar.request(2, M.toolCall, { toolCallId: "c1", tool: "mcp", arguments: {} });
  expect(conforms(M.toolCall, call.result)).toBe("ok");
  const status = await sidecar.request(3, M.status, {});
  expect(conforms(M.status, status.result)).toBe("ok");
  const scope = await sidecar.request(4, M.workerScope, { arguments: {} });
  expect(conforms(M.workerScope, scope.result)).toBe("ok");
  const bad = await sidecar.request(5, M.toolCall, { toolCallId: 7, tool: "mcp", arguments: {} });
  expect((bad.error as { code: number }).code).toBe(SIDECAR_ERRORS.INVALID_PARAMS);
  const done = await sidecar.request(6, M.shutdown, {});
  expect(conforms(M.shutdown, done.result)).toBe("ok");
  await sidecar.end();
});

const contract = JSON.parse(readFileSync(join(ROOT, "generated", "host-contract.json"), "utf8")) as {
  errors: Record<string, number>;
  refusals: { dataCodeField: string; cancelled: string; codes: Record<string, string> };
};
type Reply = { error?: { code: number; message: string; data?: Record<string, unknown> } };

/** The error of a reply as the shim reads it through host-contract.json: protocol error name, data code, message. */
const refusalOf = (reply: Reply): [string | undefined, unknown, string] => [
  Object.entries(contract.errors).find(([, n]) => n === reply.error?.code)?.[0],
  reply.error?.data?.[contract.refusals.dataCodeField],
  reply.error?.message ?? "",
];

it("a cancelled tool/call is REQUEST_CANCELLED with the contract's cancellation code in data, its message still led by the code", async () => {
  const home = tempDir("mcpa-sidecar-cancel-");
  // A server that never answers initialize: the call waits in connect until it is cancelled.
  mkdirSync(join(home, ".config", "mcp"), { recursive: true });
  writeFileSync(
    join(home, ".config", "mcp", "mcp.json"),
    JSON.stringify({
      mcpServers: { mute: { command: process.execPath, args: ["-e", "setInterval(() => {}, 1000)"] } },
    }),
  );
  const sidecar = inProcessSidecar(home);
  await sidecar.request(1, M.initialize, initializeParams(home));
  const call = sidecar.request(2, M.toolCall, {
    toolCallId: "c1",
    tool: "mcp",
    arguments: { server: "mute", tool: "anything" },
  });
  await new Promise((r) => setTimeout(r, 100));
  sidecar.notify(N.cancelRequest, { id: 2 });
  const [name, code, message] = refusalOf((await call) as Reply);
  expect([name, code]).toEqual([contract.refusals.codes[contract.refusals.cancelled], contract.refusals.cancelled]);
  expect(name).toBe("REQUEST_CANCELLED");
  expect(message.startsWith(`${contract.refusals.cancelled}: `)).toBe(true);
  await sidecar.end();
});

it("a refused packaged descriptor and a refused worker export carry their catalog codes in data, each listed by the contract", async () => {
  const home = tempDir("mcpa-sidecar-refusals-");
  const packaged = inProcessSidecar(home);
  const [name, code, message] = refusalOf(
    (await packaged.request(
      1,
      M.initialize,
      initializeParams(home, { packaged: { servers: [{ kind: "nonsense" }] } }),
    )) as Reply,
  );
  expect([name, code]).toEqual(["INVALID_PARAMS", "MCPA_PACKAGED_INVALID"]);
  expect(message.startsWith("MCPA_PACKAGED_INVALID: ")).toBe(true);
  await packaged.end();

  const parent = inProcessSidecar(home);
  await parent.request(1, M.initialize, initializeParams(home));
  const installer = { distribution: "d", version: "1", module: "m", callable: "c" };
  const refused = refusalOf(
    (await parent.request(2, M.workerExport, { request: { servers: { absent: ["tools.list"] } }, installer })) as Reply,
  );
  expect(refused.slice(0, 2)).toEqual(["INVALID_PARAMS", "MCPA_WORKER_SERVER_UNAVAILABLE"]);
  for (const c of [code, refused[1]]) expect(Object.keys(contract.refusals.codes)).toContain(c);
  await parent.end();
});

it("a request whose id is neither a string nor a number is INVALID_REQUEST, answered with id null", async () => {
  const written: string[] = [];
  const sidecar = new Sidecar({ input: Readable.from([]), write: (line) => written.push(line), environment: {} });
  for (const id of ["{}", "null", "true", "[1]"])
    sidecar.handleLine(`{"jsonrpc":"2.0","id":${id},"method":"${M.status}"}`);
  await new Promise((r) => setImmediate(r));
  expect(
    written.map((l) => JSON.parse(l) as { id: unknown; error?: { code: number } }).map((m) => [m.id, m.error?.code]),
  ).toEqual(Array(4).fill([null, SIDECAR_ERRORS.INVALID_REQUEST]));
  await sidecar.shutdown();
});
