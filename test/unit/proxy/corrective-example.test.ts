// Corrective examples: an invalid request that names a configured server gets an
// example for that server, not for the first configured one; an unknown server's example uses a
// configured one.
import { describe, expect, it } from "vitest";
import { normalise } from "../../../src/proxy/normalize.js";

const SERVERS = ["first", "second", "third"];

function example(args: unknown): Record<string, unknown> {
  const n = normalise(args, SERVERS);
  if (n.kind !== "invalid") throw new Error(`expected invalid, got ${n.kind}`);
  return n.example;
}

describe("corrective examples", () => {
  it("use the configured server the request named", () => {
    expect(example({ server: "second", operation: "tools.describe" })).toMatchObject({
      server: "second",
      describe: "tool_name",
    });
    expect(example({ server: " third ", search: 42 })).toMatchObject({ server: "third" });
    expect(example({ server: "second", operation: "resources.read", resource: 7 })).toMatchObject({
      server: "second",
      operation: "resources.read",
    });
    expect(example({ server: "third", search: "x", tool: "y" }).server).toBe("third");
  });

  it("fall back to a configured server when the named one is unknown or absent", () => {
    expect(example({ server: "nope", search: "x" })).toMatchObject({ server: "first" });
    expect(example({ operation: "tools.list" }).server).toBe("first");
    expect(example({ server: 5, search: "x" }).server).toBe("first");
  });
});
