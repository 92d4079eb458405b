// worker/export carries what the tool-catalog cache key takes from the parent's configuration
// besides the definition (file, scope, cwd as written), so a delegated server keys as its parent's
// does; a worker parent passes its own on unchanged, an opted-out server stays opted out, and a
// descriptor naming a server it does not delegate is refused.
import { describe, expect, it } from "vitest";
import { cacheKey } from "../../../src/catalog/tool-cache-key.js";
import type { ServerConfig } from "../../../src/config/index.js";
import { loadDelegatedServers } from "../../../src/config/index.js";
import { descriptorGeneration } from "../../../src/host/worker-descriptor.js";
import { exportDescriptor } from "../../../src/host/worker-export.js";
import { startDelegation } from "../../../src/host/worker-mode.js";
import { INSTALLER } from "../../support/worker.js";

const parent = loadDelegatedServers(
  {
    rel: { command: "node", args: ["s.js"], cwd: "servers" },
    none: { command: "node", args: ["s.js"] },
    web: { url: "http://127.0.0.1:9/mcp", headers: { Authorization: "Bearer ${WEB_TOKEN}" } },
    optout: { command: "node", cacheTools: false },
  },
  "/home/u/.config/mcp/mcp.json",
);
const ctx = { config: parent, cwd: "/work/project", installer: INSTALLER };
const all = { rel: ["tools.list"], none: ["tools.list"], web: ["tools.list"], optout: ["tools.list"] };
const server = (c: { servers: ReadonlyMap<string, ServerConfig> }, n: string): ServerConfig =>
  c.servers.get(n) as ServerConfig;

describe("the cache origin of a delegated server", () => {
  it("keys every delegated server as the parent keys it, in both eras", () => {
    const d = exportDescriptor(ctx, { servers: all });
    expect(d.cache_origins).toEqual({
      rel: { file: "/home/u/.config/mcp/mcp.json", scope: "global", cwd: "servers" },
      none: { file: "/home/u/.config/mcp/mcp.json", scope: "global" },
      web: { file: "/home/u/.config/mcp/mcp.json", scope: "global" },
      optout: { file: "/home/u/.config/mcp/mcp.json", scope: "global" },
    });
    const worker = startDelegation({ descriptor: d, environment: { WEB_TOKEN: "x" } }, {});
    for (const n of ["rel", "none", "web"])
      for (const era of ["legacy", "modern"] as const)
        expect(cacheKey(server(worker.config, n), era), `${n} ${era}`).toBe(cacheKey(server(parent, n), era));
    // The definition alone (an absolute cwd, the delegation's own label) keys differently.
    const bare = loadDelegatedServers(d.servers, "worker delegation");
    expect(cacheKey(server(bare, "rel"), "legacy")).not.toBe(cacheKey(server(parent, "rel"), "legacy"));
    expect(JSON.stringify(d)).not.toContain('"x"');
  });

  it("keeps an opted-out server opted out in the worker", () => {
    const d = exportDescriptor(ctx, { servers: { optout: ["tools.list"] } });
    expect(d.servers.optout).toMatchObject({ cacheTools: false });
    expect(startDelegation({ descriptor: d, environment: {} }, {}).config.servers.get("optout")?.cacheTools).toBe(
      false,
    );
  });

  it("is passed on unchanged by a worker parent, and absent when its own descriptor had none", () => {
    const first = exportDescriptor(ctx, { servers: { rel: ["tools.list"], none: ["tools.list"] } });
    const worker = startDelegation({ descriptor: first, environment: {} }, {});
    const child = { config: worker.config, cwd: "/elsewhere", installer: INSTALLER, parent: worker };
    const second = exportDescriptor(child, { servers: { rel: ["tools.list"] } });
    expect(second.cache_origins).toEqual({ rel: first.cache_origins?.rel });
    const grandchild = startDelegation({ descriptor: second, environment: {} }, {});
    expect(cacheKey(server(grandchild.config, "rel"), "legacy")).toBe(cacheKey(server(parent, "rel"), "legacy"));

    const { cache_origins: _, ...rest } = first;
    const older = { ...rest, generation: descriptorGeneration(rest) };
    const w2 = startDelegation({ descriptor: older, environment: {} }, {});
    const c2 = { config: w2.config, cwd: "/elsewhere", installer: INSTALLER, parent: w2 };
    expect(exportDescriptor(c2, { servers: { rel: ["tools.list"] } }).cache_origins).toBeUndefined();
  });

  it("refuses a descriptor whose cache_origins name a server it does not delegate", () => {
    const d = exportDescriptor(ctx, { servers: { rel: ["tools.list"] } });
    const body = { ...d, cache_origins: { ...d.cache_origins, other: { file: "/f", scope: "global" as const } } };
    const tampered = { ...body, generation: descriptorGeneration(body) };
    expect(() => startDelegation({ descriptor: tampered, environment: {} }, {})).toThrow(
      expect.objectContaining({ code: "MCPA_WORKER_REQUEST_INVALID", message: expect.stringMatching(/"other"/) }),
    );
    const packagedScope = { ...d, cache_origins: { rel: { file: "/f", scope: "packaged" } } };
    expect(() =>
      startDelegation(
        { descriptor: { ...packagedScope, generation: descriptorGeneration(packagedScope) }, environment: {} },
        {},
      ),
    ).toThrow(expect.objectContaining({ code: "MCPA_WORKER_REQUEST_INVALID" }));
  });
});
