// Prompt-argument names (and values) of the request are never echoed: an undeclared argument is
// reported by count, next to the names the server declared; an ill-typed one by a fixed message.
// Nothing is sent to the server for such a request, and the approval context of every request
// holds only the server and the operation. The "model" here supplies planted argument names.
import { afterEach, describe, expect, it } from "vitest";
import { approvalContext } from "../../src/proxy/approval.js";
import { ERAS, expectSpokeEra } from "../support/eras.js";
import { HOST_PRESENT } from "../support/host.js";
import { shimPolicyContexts } from "../support/policy.js";
import { readEvents } from "../support/processes.js";
import { Resources } from "../support/resources.js";
import type { ToolResult } from "../support/results.js";
import { codeOf, printedText } from "../support/results.js";
import { hostileSidecar } from "../support/sidecar.js";
import { plant } from "../support/surfaces.js";

const res = new Resources();
afterEach(async () => {
  expect(await res.cleanup(), "server processes still alive").toEqual([]);
});

describe.sequential.each(ERAS)("prompt-argument names of the request are never echoed (%s server)", (era) => {
  it("undeclared and ill-typed arguments, in every request form, are reported without their names or values", {
    timeout: 90_000,
  }, async () => {
    const planted = plant("ARG_NAME", "ARG_NAME_2", "ARG_VALUE", "FIELD_NAME", "PLANT_ENV");
    const name = planted.ARG_NAME as string;
    const name2 = planted.ARG_NAME_2 as string;
    const value = planted.ARG_VALUE as string;
    const { sidecar, surfaces, events } = await hostileSidecar(
      res,
      era,
      planted.PLANT_ENV as string,
      "security-prompt-args-",
    );
    const get = (args: unknown): Promise<ToolResult> =>
      sidecar.call({ server: "hostile", operation: "prompts.get", prompt: "greet", arguments: args });

    const one = await get({ topic: "weather", [name]: value });
    expect(codeOf(one)).toBe("MCPA_PROMPT_UNKNOWN_ARGUMENT");
    expect(printedText(one)).toContain('The request passes 1 argument(s) that prompt "greet" does not declare.');
    // The declared names are the server's (redacted where they carry its secret).
    expect(printedText(one)).toContain(
      "Use only the arguments prompts.list shows for it: topic, extra_[redacted:PLANT_ENV].",
    );
    const two = await get({ [name]: value, [name2]: value });
    expect(printedText(two)).toContain("passes 2 argument(s)");
    expect(codeOf(await get({ topic: "weather", [name]: 7 }))).toBe("MCPA_REQUEST_PROMPT_ARGUMENT_TYPE");
    expect(codeOf(await get({ [name]: { nested: value } }))).toBe("MCPA_REQUEST_PROMPT_ARGUMENT_TYPE");
    expect(codeOf(await get({ ["__proto__"]: value, constructor: value, [name]: value }))).toBe(
      "MCPA_PROMPT_UNKNOWN_ARGUMENT",
    );
    expect(
      codeOf(
        await sidecar.call({
          server: "hostile",
          operation: "prompts.get",
          prompt: "needy",
          arguments: { [name]: value },
        }),
      ),
    ).toBe("MCPA_PROMPT_UNKNOWN_ARGUMENT");
    // An unknown prompt is named (the model chose that name), its arguments are not.
    expect(
      codeOf(
        await sidecar.call({
          server: "hostile",
          operation: "prompts.get",
          prompt: "nope",
          arguments: { [name]: value },
        }),
      ),
    ).toBe("MCPA_PROMPT_UNKNOWN");
    // Other request shapes that carry the names: mixed forms, unknown fields, a non-object.
    expect(
      codeOf(
        await sidecar.call({ server: "hostile", operation: "prompts.get", prompt: "greet", args: { [name]: value } }),
      ),
    ).toBe("MCPA_REQUEST_MIXED_FORMS");
    expect(
      codeOf(
        await sidecar.call({
          server: "hostile",
          operation: "prompts.get",
          prompt: "greet",
          query: name,
          arguments: { [name]: value },
        }),
      ),
    ).toBe("MCPA_REQUEST_FIELDS_MISMATCH");
    expect(codeOf(await sidecar.call({ server: "hostile", prompt: "greet", arguments: { [name]: value } }))).toBe(
      "MCPA_REQUEST_EXPLICIT_WITHOUT_OPERATION",
    );
    expect(codeOf(await sidecar.call({ server: "hostile", [planted.FIELD_NAME as string]: value }))).toBe(
      "MCPA_REQUEST_UNKNOWN_FIELDS",
    );
    expect(codeOf(await get([name, value]))).toBe("MCPA_REQUEST_OBJECT_TYPE");
    // Control: declared arguments go through, and the server gets exactly those.
    const ok = await get({ topic: "weather" });
    expect(ok.isError).toBe(false);
    expect(printedText(ok)).toContain("hello weather [redacted:PLANT_ENV]");
    await sidecar.call({});
    await sidecar.status();
    await sidecar.stop();

    // None of the rejected requests reached the server: one prompts/get, the control's.
    expect(readEvents(events).filter((l) => l === "request prompts/get")).toHaveLength(1);
    expectSpokeEra(readEvents(events), era);
    // The approval context: the shim's (what the host shows), and its TypeScript twin's.
    const contexts = shimPolicyContexts(sidecar.requests, surfaces);
    // The real host's policy engine too, when its venv is there (CI always has it).
    if (process.env.CI) expect(HOST_PRESENT, "the Travis234 host venv is missing in CI").toBe(true);
    if (HOST_PRESENT) expect(shimPolicyContexts(sidecar.requests, surfaces, { viaHost: true })).toEqual(contexts);
    for (const [i, c] of contexts.entries()) {
      expect(Object.keys(c).sort(), JSON.stringify(c)).toEqual(
        Object.keys(c).length === 1 ? ["operation"] : ["operation", "server"],
      );
      const ts = approvalContext(sidecar.requests[i]);
      surfaces.add(`typescript approval context of request ${i}`, ts);
      // One decision table on both sides: an invalid request is "validation" to the shim too.
      expect(c).toEqual(ts);
    }
    // Six well-formed prompts.get requests; the seven malformed ones (two ill-typed arguments, mixed
    // forms, a field of another operation, no operation, an unknown field, a list) are "validation".
    expect(contexts.filter((c) => c.operation === "prompts.get")).toHaveLength(6);
    expect(contexts.filter((c) => c.operation === "validation")).toHaveLength(7);
    surfaces.expectClean(planted);
  });
});
