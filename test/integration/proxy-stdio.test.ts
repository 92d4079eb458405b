// The `mcp` proxy over stdio against real processes: the npm reference servers (everything,
// filesystem) for list, search, describe and call, and the fixture server (plus the mini server)
// for every content type a tool result can carry. Legacy and explicit request forms must give the
// same result, up to the random label nonce and spill references.
import { readFileSync, realpathSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { LIMIT_VALUES } from "../../generated/limits.js";
import type { HostResult } from "../../src/results/blocks.js";
import { BLOB_BYTES, pngOfSize, TINY_PNG_BASE64, tinyWavBase64 } from "../fixtures/server/payloads.js";
import { STRUCTURED_CONTENT } from "../fixtures/server/tools.js";
import { ERA_ROWS, eraLabel } from "../support/eras.js";
import { EVERYTHING, FILESYSTEM } from "../support/paths.js";
import { readEvents } from "../support/processes.js";
import { ProxyHarness } from "../support/proxy.js";
import { labelBody, meta, normalised, OUTPUT_REF, textOf } from "../support/results.js";

const h = new ProxyHarness();
afterEach(async () => {
  expect(await h.cleanup(), "server processes still alive after runtime.close()").toEqual([]);
});

/** Keys of every object, at every depth, in the order the JSON text gives them. */
function keyOrders(value: unknown): string[][] {
  if (Array.isArray(value)) return value.flatMap(keyOrders);
  if (typeof value !== "object" || value === null) return [];
  const keys = Object.keys(value);
  return [keys, ...keys.flatMap((k) => keyOrders((value as Record<string, unknown>)[k]))];
}
const sortedKeys = (keys: string[]): boolean => keys.every((k, i) => i === 0 || (keys[i - 1] as string) < k);

/** Calls the legacy and the explicit form of the same request; both must give the same result. */
async function bothForms(
  call: (args: unknown) => Promise<HostResult>,
  legacy: Record<string, unknown>,
  explicit: Record<string, unknown>,
): Promise<HostResult> {
  const a = await call(legacy);
  const b = await call(explicit);
  expect(normalised(b)).toEqual(normalised(a));
  return a;
}

/** list, search, describe and call on one real server; returns the describe text's schema. */
async function exerciseRealServer(
  proxy: { call(args: unknown): Promise<HostResult> },
  server: string,
  tool: string,
  args: Record<string, unknown>,
  expectedTools: readonly string[],
) {
  const call = (a: unknown) => proxy.call(a);
  const list = await bothForms(call, { server }, { server, operation: "tools.list" });
  expect(list.isError).toBe(false);
  expect(meta(list).toolCount).toBe(expectedTools.length);
  const listed = labelBody(textOf(list))
    .split("\n")
    .slice(1)
    .map((l) => /^- ([^:]+):/.exec(l)?.[1]);
  expect(listed).toEqual(expectedTools);

  const found = await bothForms(call, { server, search: tool }, { server, operation: "tools.search", query: tool });
  expect(found.isError).toBe(false);
  expect(labelBody(textOf(found)).split("\n")[1]).toMatch(new RegExp(`^- ${tool}: `));

  const described = await bothForms(
    call,
    { server, describe: tool },
    { server, operation: "tools.describe", name: tool },
  );
  expect(described.isError).toBe(false);
  const body = labelBody(textOf(described));
  const afterInput = body.slice(body.indexOf("Input schema:\n") + "Input schema:\n".length);
  const schemaText = afterInput.includes("\nOutput schema:\n")
    ? afterInput.slice(0, afterInput.indexOf("\nOutput schema:\n"))
    : afterInput;
  const schema = JSON.parse(schemaText) as unknown;
  for (const keys of keyOrders(schema)) expect(sortedKeys(keys), `keys ${keys.join(",")} are sorted`).toBe(true);
  // Compact, on one line, and whole (the `$schema` dialect included).
  expect(schemaText).toBe(JSON.stringify(schema));

  const called = await bothForms(
    call,
    { server, tool, args },
    { server, operation: "tools.call", name: tool, arguments: args },
  );
  expect(called.isError).toBe(false);
  return { schema, called };
}

describe.sequential("real reference servers over stdio", () => {
  it("server-everything: list, search, describe (sorted schema), call echo; legacy = explicit", async () => {
    const { runtime, proxy } = h.open({ everything: { command: process.execPath, args: [EVERYTHING, "stdio"] } });
    const first = await proxy.call({ server: "everything" });
    expect(first.isError).toBe(false);
    const raw = (await runtime.server("everything").current!.client.listTools()).tools;
    const echoSchema = raw.find((t) => t.name === "echo")?.inputSchema;
    // The server's own order is not sorted, so the sorted print below is the adapter's doing.
    expect(keyOrders(echoSchema).some((k) => !sortedKeys(k))).toBe(true);

    const { schema, called } = await exerciseRealServer(
      proxy,
      "everything",
      "echo",
      { message: "hello everything" },
      raw.map((t) => t.name),
    );
    expect(schema).toEqual(echoSchema);
    expect(labelBody(textOf(called))).toBe("Echo: hello everything");
    expect(meta(called)).toEqual({
      operation: "call",
      server: "everything",
      isError: false,
      hasStructuredContent: false,
      rawBytes: Buffer.byteLength("Echo: hello everything"),
    });
  });

  it("server-filesystem: list, search, describe, and read a file in the allowed directory", async () => {
    const allowed = realpathSync(h.tempDir("proxy-stdio-fs-"));
    const file = join(allowed, "hello.txt");
    writeFileSync(file, "hello from the filesystem server\nsecond line\n");
    const { runtime, proxy } = h.open({ fs: { command: process.execPath, args: [FILESYSTEM, allowed] } });
    expect((await proxy.call({ server: "fs" })).isError).toBe(false);
    const raw = (await runtime.server("fs").current!.client.listTools()).tools;
    expect(raw.map((t) => t.name)).toContain("read_text_file");

    const { schema, called } = await exerciseRealServer(
      proxy,
      "fs",
      "read_text_file",
      { path: file },
      raw.map((t) => t.name),
    );
    expect(schema).toEqual(raw.find((t) => t.name === "read_text_file")?.inputSchema);
    expect(labelBody(textOf(called))).toContain("hello from the filesystem server\nsecond line");

    // A path outside the allowed directory is the server's tool error, kept as isError text.
    const outside = await proxy.call({
      server: "fs",
      tool: "read_text_file",
      args: { path: join(allowed, "..", "elsewhere.txt") },
    });
    expect(outside.isError).toBe(true);
    expect(labelBody(textOf(outside))).toMatch(/denied|outside/i);
  });
});

describe.sequential.each(ERA_ROWS.map((row) => [eraLabel(row), row] as const))(
  "every content type through the fixture server (%s)",
  (_label, row) => {
    it("text, images, audio, blobs, embedded text, links, structured, fail; legacy = explicit", async () => {
      const fx = h.eraFixture(row);
      const mini = h.mini();
      const { runtime, proxy } = h.open({ fx: fx.spec, mini: mini.spec });
      const call = (tool: string, args: Record<string, unknown> = {}, server = "fx") =>
        bothForms(
          (a) => proxy.call(a),
          { server, tool, args },
          { server, operation: "tools.call", name: tool, arguments: args },
        );
      const spilled = (r: HostResult): string[] => (meta(r).retained as string[] | undefined) ?? [];
      const spillBytes = (ref: string): Buffer => readFileSync(runtime.spills.get(ref)?.path ?? "/nonexistent");

      const echo = await call("echo", { text: "plain text" });
      expect(echo.content).toHaveLength(1);
      expect(labelBody(textOf(echo))).toBe("plain text");

      const image = await call("image");
      expect(image.content.filter((b) => b.type === "image")).toEqual([
        { type: "image", data: TINY_PNG_BASE64, mimeType: "image/png" },
      ]);
      expect(spilled(image)).toEqual([]);

      const bigBytes = LIMIT_VALUES["image.maxBytes"] + 1;
      const big = await call("image", { bytes: bigBytes });
      expect(big.content.some((b) => b.type === "image")).toBe(false);
      expect(spilled(big)).toHaveLength(1);
      const bigRef = spilled(big)[0] as string;
      expect(textOf(big)).toContain(`[image image/png, ${bigBytes} bytes, retained as ${bigRef}]`);
      expect(spillBytes(bigRef).equals(Buffer.from(pngOfSize(bigBytes), "base64"))).toBe(true);
      const bigRead = await proxy.call({ server: "fx", operation: "output.read", output: bigRef });
      expect(bigRead.isError).toBe(false);
      expect(textOf(bigRead)).toContain(`is binary (image/png, ${bigBytes} bytes)`);

      const audio = await call("audio");
      const wav = Buffer.from(tinyWavBase64(), "base64");
      expect(audio.content.every((b) => b.type === "text")).toBe(true);
      expect(spilled(audio)).toHaveLength(1);
      expect(textOf(audio)).toContain(`[audio audio/wav, ${wav.length} bytes, retained as ${spilled(audio)[0]}]`);
      expect(spillBytes(spilled(audio)[0] as string).equals(wav)).toBe(true);

      const blob = await call("blob");
      expect(spilled(blob)).toHaveLength(1);
      expect(textOf(blob)).toContain(
        `[blob application/octet-stream, ${BLOB_BYTES.length} bytes, retained as ${spilled(blob)[0]}]`,
      );
      expect(textOf(blob)).toContain("uri=fixture://blob/1");
      expect(spillBytes(spilled(blob)[0] as string).equals(BLOB_BYTES)).toBe(true);

      const embedded = await call("embedded_text");
      const embeddedText = textOf(embedded);
      expect(embeddedText).toContain("embedded text body");
      expect(embeddedText).toContain("https://example.com/private/doc.txt");
      for (const hidden of ["user:", "password", "token", "secret", "?"])
        expect(JSON.stringify(embedded)).not.toContain(hidden);

      const link = await call("resource_link");
      expect(labelBody(textOf(link))).toMatch(
        /^\[resource link text-1 uri=fixture:\/\/text\/1 mime=text\/plain reference=mcp-resource-[0-9a-f]{32}\]$/,
      );
      // The link's reference reads the linked resource.
      const linkRef = /reference=(mcp-resource-[0-9a-f]{32})/.exec(textOf(link))?.[1];
      expect(
        labelBody(textOf(await proxy.call({ server: "fx", operation: "resources.read", resource: linkRef }))),
      ).toBe("[mime=text/plain]\nfirst text resource");

      const structured = await call("structured");
      const said = JSON.stringify(STRUCTURED_CONTENT);
      expect(labelBody(textOf(structured))).toBe(said);
      expect(meta(structured).hasStructuredContent).toBe(true);

      // No text block says the structured content here, so the adapter adds it (keys sorted).
      const mismatch = await call("structured_mismatch", {}, "mini");
      expect(labelBody(textOf(mismatch))).toBe(
        'weather summary follows\n{"alpha":{"beta":[3,{"x":2,"y":1}],"delta":2},"zeta":1}',
      );

      const failed = await call("fail");
      expect(failed.isError).toBe(true);
      expect(meta(failed).isError).toBe(true);
      expect(textOf(failed)).toMatch(/^\[mcp result [0-9A-Z]{4,} error\]/);
      expect(labelBody(textOf(failed))).toBe("fixture tool failed on purpose");

      // Every spill reference the model saw is one the store knows, for this server.
      const refs = [big, audio, blob].flatMap((r) => textOf(r).match(OUTPUT_REF) ?? []);
      expect(refs.every((r) => runtime.spills.get(r)?.server === "fx")).toBe(true);

      // The era the connection speaks, shown in status; modern servers never see `initialize`.
      const status = runtime.status().find((s) => s.name === "fx");
      expect([status?.protocolEra, status?.protocolVersion]).toEqual([row.era, row.version]);
      expect(textOf(await proxy.call({}))).toContain(
        `protocol=${row.protocolVersion ?? "auto"} (${row.era} ${row.version})`,
      );
      expect(readEvents(fx.events).includes("initialize")).toBe(row.era === "legacy");
      // A tool call is sent once, whatever the era.
      expect(readEvents(fx.events).filter((l) => l === "tools/call echo")).toHaveLength(2);
    });

    it("an unknown tool is MCPA_TOOL_UNKNOWN and no tools/call reaches the server", async () => {
      const fx = h.eraFixture(row);
      const { proxy } = h.open({ fx: fx.spec });
      for (const args of [
        { server: "fx", tool: "no_such_tool", args: {} },
        { server: "fx", operation: "tools.call", name: "no_such_tool" },
        { server: "fx", describe: "no_such_tool" },
      ]) {
        const r = await proxy.call(args);
        expect(r.isError).toBe(true);
        expect(meta(r).code).toBe("MCPA_TOOL_UNKNOWN");
        expect(textOf(r)).toContain('No tool "no_such_tool" on MCP server');
      }
      const log = readEvents(fx.events);
      expect(log).toContain("tools/list cursor=-");
      expect(log.filter((l) => l.startsWith("tools/call"))).toEqual([]);
    });
  },
);
