// worker/export: the request is checked against the parent's effective configuration
// (servers usable, operations well formed, no escalation past includeTools/excludeTools or past a
// worker parent's own ceiling), and the descriptor holds definitions with references unresolved,
// an absolute cwd, every referenced name, and no secret value, even with the values planted.
import { describe, expect, it } from "vitest";
import { loadDelegatedServers } from "../../../src/config/index.js";
import { AdapterError } from "../../../src/errors/index.js";
import type { WorkerDescriptor } from "../../../src/host/generated.js";
import { descriptorGeneration } from "../../../src/host/worker-descriptor.js";
import type { ExportContext } from "../../../src/host/worker-export.js";
import { exportDescriptor } from "../../../src/host/worker-export.js";
import { startDelegation } from "../../../src/host/worker-mode.js";
import { INSTALLER } from "../../support/worker.js";

const SECRET = "planted-secret-value-7f3a9c";
const config = loadDelegatedServers(
  {
    docs: {
      command: "node",
      args: ["docs.js"],
      cwd: "servers",
      env: { DOCS_TOKEN: "${DOCS_TOKEN}", MODE: "x-$env:MODE_NAME-${LEVEL:-info}", PLAIN: "literal" },
      excludeTools: ["secret*"],
    },
    web: { url: "http://127.0.0.1:9/mcp", headers: { Authorization: "Bearer ${WEB_TOKEN}" }, includeTools: ["search"] },
    off: { command: "node", disabled: true },
    broken: { command: 5 },
  },
  "test",
);
// A global server's relative cwd is taken from the home directory, never the session's (runtime/server-place.ts).
const ctx = { config, cwd: "/work/project", environment: { HOME: "/home/person" }, installer: INSTALLER };

function refusal(request: unknown, c: ExportContext = ctx): AdapterError {
  try {
    exportDescriptor(c, request);
  } catch (err) {
    if (AdapterError.isInstance(err)) return err;
    throw err;
  }
  throw new Error("exportDescriptor accepted the request");
}

describe("worker/export", () => {
  it("builds the descriptor: definitions unresolved, cwd absolute, references sorted, operations sorted", () => {
    const d = exportDescriptor(ctx, {
      servers: { docs: ["tools.list", "tools.call:lookup", "tools.call:lookup"], web: ["tools.call:search"] },
    });
    expect(d.interface_version).toBe(1);
    expect(d.servers.docs).toMatchObject({
      command: "node",
      args: ["docs.js"],
      cwd: "/home/person/servers",
      env: { DOCS_TOKEN: "${DOCS_TOKEN}", MODE: "x-$env:MODE_NAME-${LEVEL:-info}", PLAIN: "literal" },
      excludeTools: ["secret*"],
    });
    expect(d.servers.web).toMatchObject({
      url: "http://127.0.0.1:9/mcp",
      headers: { Authorization: "Bearer ${WEB_TOKEN}" },
      includeTools: ["search"],
    });
    expect(d.operations).toEqual({ docs: ["tools.call:lookup", "tools.list"], web: ["tools.call:search"] });
    expect(d.environment_references).toEqual(["DOCS_TOKEN", "LEVEL", "MODE_NAME", "WEB_TOKEN"]);
    expect(d.installer).toEqual(INSTALLER);
    expect(d.generation).toBe(descriptorGeneration(d as unknown as Record<string, unknown>));
    expect(d.generation).toMatch(/^[0-9a-f]{64}$/);
  });

  it("never puts a value into the descriptor, whatever the environment holds", () => {
    process.env.DOCS_TOKEN = SECRET;
    process.env.WEB_TOKEN = SECRET;
    try {
      const d = exportDescriptor(ctx, { servers: { docs: ["tools.list"], web: ["tools.list"] } });
      expect(JSON.stringify(d)).not.toContain(SECRET);
    } finally {
      delete process.env.DOCS_TOKEN;
      delete process.env.WEB_TOKEN;
    }
  });

  it("refuses servers that cannot be delegated", () => {
    expect(refusal({ servers: { nope: ["tools.list"] } }).code).toBe("MCPA_WORKER_SERVER_UNAVAILABLE");
    expect(refusal({ servers: { off: ["tools.list"] } }).message).toMatch(/switched off/);
    expect(refusal({ servers: { broken: ["tools.list"] } }).message).toMatch(/invalid/);
  });

  it("refuses malformed requests and operations, naming the fix", () => {
    for (const request of [
      null,
      [],
      {},
      { servers: {} },
      { servers: { docs: [] } },
      { servers: { docs: "tools.list" } },
      { servers: { docs: ["tools.list"] }, extra: 1 },
    ]) {
      expect(refusal(request).code).toBe("MCPA_WORKER_REQUEST_INVALID");
    }
    const e = refusal({ servers: { docs: ["tools.list", "tools.call"] } });
    expect(e.code).toBe("MCPA_WORKER_REQUEST_INVALID");
    expect(e.message).toMatch(/operation 2 "tools.call": tools.call needs a target/);
    expect(e.hint).toContain("tools.call:<target>");
    expect(refusal({ servers: { docs: ["tools.*"] } }).code).toBe("MCPA_WORKER_REQUEST_INVALID");
  });

  it("refuses tools the parent's includeTools/excludeTools hide", () => {
    expect(refusal({ servers: { docs: ["tools.call:secret_dump"] } }).code).toBe("MCPA_WORKER_ESCALATION");
    expect(refusal({ servers: { web: ["tools.call:other"] } }).code).toBe("MCPA_WORKER_ESCALATION");
  });

  it("lets a worker parent only narrow its own ceiling, and passes its definitions on unchanged", () => {
    const first = exportDescriptor(ctx, { servers: { docs: ["tools.list", "tools.call:lookup"] } });
    const worker = startDelegation(
      { descriptor: first, environment: { DOCS_TOKEN: "x", LEVEL: "debug", MODE_NAME: "m" } },
      {},
    );
    const child = { config: worker.config, cwd: "/elsewhere", installer: INSTALLER, parent: worker };
    const narrowed = exportDescriptor(child, { servers: { docs: ["tools.call:lookup"] } });
    expect(narrowed.servers.docs).toEqual(first.servers.docs);
    expect(narrowed.operations.docs).toEqual(["tools.call:lookup"]);
    expect(refusal({ servers: { docs: ["reconnect"] } }, child).code).toBe("MCPA_WORKER_ESCALATION");
    expect(refusal({ servers: { docs: ["tools.call:other"] } }, child).code).toBe("MCPA_WORKER_ESCALATION");
    expect(refusal({ servers: { web: ["tools.list"] } }, child).code).toBe("MCPA_WORKER_SERVER_UNAVAILABLE");
  });
});

describe("startDelegation", () => {
  const descriptor = (): WorkerDescriptor =>
    exportDescriptor(ctx, { servers: { docs: ["tools.list", "tools.call:lookup"] } });
  const env = { DOCS_TOKEN: "delegated", LEVEL: "debug", MODE_NAME: "m" };

  it("takes referenced names only from the delegated map, never from its own environment", () => {
    const d = startDelegation(
      { descriptor: descriptor(), environment: env },
      { DOCS_TOKEN: "own", PATH: "/bin", UNRELATED: "u" },
    );
    expect(d.environment.DOCS_TOKEN).toBe("delegated");
    expect(d.environment.PATH).toBe("/bin");
    expect([...d.config.servers.keys()]).toEqual(["docs"]);
    expect(d.config.servers.get("docs")?.reconnect.automatic).toBe(false);
  });

  it("refuses a missing variable, a tampered descriptor and a stale generation", () => {
    const missing = () =>
      startDelegation({ descriptor: descriptor(), environment: { LEVEL: "x", MODE_NAME: "m" } }, { DOCS_TOKEN: "own" });
    expect(missing).toThrow(expect.objectContaining({ code: "MCPA_WORKER_ENVIRONMENT_MISSING" }));
    const tampered = { ...descriptor(), operations: { docs: ["tools.list", "tools.call:lookup", "reconnect"] } };
    expect(() => startDelegation({ descriptor: tampered, environment: env }, {})).toThrow(
      expect.objectContaining({ code: "MCPA_WORKER_REQUEST_INVALID" }),
    );
    expect(() =>
      startDelegation({ descriptor: { ...descriptor(), interface_version: 2 }, environment: env }, {}),
    ).toThrow(expect.objectContaining({ code: "MCPA_WORKER_REQUEST_INVALID" }));
  });
});
