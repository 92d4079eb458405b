// A server's JSON-RPC error gets the fix that fits it: a failed listing, a network failure inside
// the server, invalid arguments and the server's own failure each have their own code and advice,
// and a spawn that finds no command names the command (never a directory of the machine).
import { ProtocolError, SdkError, SdkErrorCode } from "@modelcontextprotocol/client";
import { describe, expect, it } from "vitest";
import { connectError, requestError } from "../../../src/runtime/sdk-errors.js";
import { TransportFailure } from "../../../src/runtime/stdio-transport.js";
import { Redactor } from "../../../src/secrets/index.js";

const context = (operation: string) => ({
  server: "gh",
  operation,
  timeoutMs: 1000,
  connectionBroken: false,
  transportFailure: undefined,
  redactor: new Redactor(),
});

describe("a server's JSON-RPC error", () => {
  it.each([
    ["a failed tools listing", "list", -32603, "internal", "MCPA_RUNTIME_LIST_FAILED", "No arguments were involved"],
    [
      "a failed template listing",
      "resources/templates/list",
      -32000,
      "boom",
      "MCPA_RUNTIME_LIST_FAILED",
      "No arguments",
    ],
    ["fetch failed in a call", "call", -32603, "fetch failed", "MCPA_RUNTIME_SERVER_NETWORK", "not at fault"],
    ["ENOTFOUND in a call", "call", -32000, "getaddrinfo ENOTFOUND api.x", "MCPA_RUNTIME_SERVER_NETWORK", "network"],
    [
      "a network failure while listing",
      "list",
      -32603,
      "TypeError: fetch failed",
      "MCPA_RUNTIME_SERVER_NETWORK",
      "network",
    ],
    [
      "invalid params in a call",
      "call",
      -32602,
      "path is required",
      "MCPA_RUNTIME_ARGUMENTS_REJECTED",
      "Check the arguments",
    ],
    ["an internal error in a call", "call", -32603, "null pointer", "MCPA_RUNTIME_SERVER_ERROR", "failure of its own"],
    ["method not found in a call", "call", -32601, "no such method", "MCPA_RUNTIME_SERVER_ERROR", "try again later"],
  ])("%s", (_, operation, rpcCode, said, code, fix) => {
    const e = requestError(new ProtocolError(rpcCode, said), context(operation));
    expect(e.code).toBe(code);
    expect(e.hint).toContain(fix);
    expect(e.serverMessage).toBe(said);
    if (code !== "MCPA_RUNTIME_ARGUMENTS_REJECTED") expect(e.hint).not.toMatch(/^Check the arguments/);
  });
});

describe("a timeout", () => {
  it("names the per-request timeout when no progress came", () => {
    const e = requestError(
      new SdkError(SdkErrorCode.RequestTimeout, "Request timed out", { timeout: 1000 }),
      context("call"),
    );
    expect(e.code).toBe("MCPA_RUNTIME_TIMEOUT");
    expect(e.message).toBe("MCP server gh: call timed out after 1000 ms.");
  });
  it("names the whole request's ceiling when progress kept it alive until that ran out", () => {
    const total = new SdkError(SdkErrorCode.RequestTimeout, "Maximum total timeout exceeded", {
      maxTotalTimeout: 900_000,
      totalElapsed: 900_012,
    });
    expect(requestError(total, context("call")).message).toBe("MCP server gh: call timed out after 900000 ms.");
  });
});

describe("a failed start", () => {
  it("names the command that was not found, without its directory, and no path of this machine", () => {
    const e = connectError(
      new TransportFailure("spawn", "ENOENT", "/home/someone/.local/bin/markitdown-mcp"),
      "md",
      1000,
      undefined,
    );
    expect(e.message).toBe("MCP server md could not be started or reached (command not found: markitdown-mcp).");
    expect(`${e.message}\n${e.hint}`).not.toMatch(/(?:^|[\s(`])\/\w/);
    expect(e.hint).not.toContain("/mcp connect");
    expect(e.hint).toContain("reconnect");
  });
});
