// Every reply the sidecar sends matches the result schema spec/sidecar-protocol.yaml gives its method,
// the schemas the generated result types come from; params the guards refuse get INVALID_PARAMS.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Ajv } from "ajv";
import { afterEach, expect, it } from "vitest";
import { parse } from "yaml";
import { SIDECAR_ERRORS, SIDECAR_METHODS as M } from "../../../generated/sidecar.js";
import { inProcessSidecar } from "../../support/in-process-sidecar.js";

const ROOT = join(import.meta.dirname, "..", "..", "..");
const spec = parse(readFileSync(join(ROOT, "spec", "sidecar-protocol.yaml"), "utf8")) as { requests: Record<string, { result: object }> };
const ajv = new Ajv({ strict: true, allErrors: true });
const conforms = (method: string, result: unknown): string => {
  const validate = ajv.compile(spec.requests[method]?.result ?? { not: {} });
  return validate(result) ? "ok" : ajv.errorsText(validate.errors);
};

const temps: string[] = [];
afterEach(() => {
  while (temps.length > 0) rmSync(temps.pop() as string, { recursive: true, force: true });
});

it("initialize, tool/call, status and shutdown answer with their spec's result shape", async () => {
  const home = mkdtempSync(join(tmpdir(), "mcpa-sidecar-results-"));
  temps.push(home);
  const sidecar = inProcessSidecar(home);
  const init = await sidecar.request(1, M.initialize, { protocolVersion: 1, host: { name: "test", version: "0" }, cwd: home, projectTrusted: false, offline: true, mode: "print", reason: "startup" });
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
