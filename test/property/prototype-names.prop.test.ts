// Records from a server, a file or the model are read by their own members only: a key named like an
// Object member (`__proto__`, `constructor`, `toString`, ...) is a key like any other, never the
// record's prototype and never read through it. Checked across config keys (server names and env
// keys), env expansion, template variables and structured content.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkArguments, expandTemplate } from "../../src/catalog/uri-template.js";
import { loadDelegatedServers } from "../../src/config/index.js";
import { withoutBlobs } from "../../src/results/structured-blobs.js";
import { expandTemplates } from "../../src/secrets/index.js";

const MEMBERS = Object.getOwnPropertyNames(Object.prototype);
/** Names that are both Object members and valid env, variable and server names, or plain ones. */
const name = fc.oneof(
  fc.constantFrom(...MEMBERS.filter((m) => /^[A-Za-z_][A-Za-z0-9_]*$/.test(m))),
  fc.stringMatching(/^[a-z][a-z0-9_]{0,8}$/),
);
/** Random names, always with the two that misbehave most (the prototype setter, the constructor). */
const names = fc
  .uniqueArray(name, { minLength: 0, maxLength: 6 })
  .map((ns) => [...new Set([...ns, "__proto__", "constructor"])]);
/** An object with exactly these own keys, built as JSON is parsed (own data properties). */
const record = (keys: readonly string[], value: (k: string) => unknown): Record<string, unknown> =>
  JSON.parse(JSON.stringify(Object.fromEntries(keys.map((k) => [k, value(k)]))));

describe("prototype member names are keys like any other", () => {
  it("template variables: a missing one is missing, a given one is given and expanded", () => {
    fc.assert(
      fc.property(names, (vars) => {
        const v = { required: vars, optional: [] };
        expect(checkArguments(v, JSON.parse("{}"))).toEqual({ kind: "missing", name: vars[0] });
        const args = record(vars, (k) => `v-${k}`);
        expect(checkArguments(v, args)).toBeUndefined();
        const uri = expandTemplate(`x:${vars.map((k) => `{${k}}`).join("/")}`, args);
        expect(uri).toBe(`x:${vars.map((k) => `v-${k}`).join("/")}`);
      }),
    );
  });

  it("env expansion keeps every key, values and all", () => {
    fc.assert(
      fc.property(names, (keys) => {
        const templates = record(keys, (k) => `literal-${k}`) as Record<string, string>;
        const { values } = expandTemplates(templates, "env", {});
        expect(Object.keys(values).sort()).toEqual([...keys].sort());
        for (const k of keys) expect(Object.getOwnPropertyDescriptor(values, k)?.value).toBe(`literal-${k}`);
      }),
    );
  });

  it("configuration: server names and env keys load as written", () => {
    fc.assert(
      fc.property(names, names, (servers, envKeys) => {
        const file = record(servers, () => ({ command: "node", env: record(envKeys, (k) => `e-${k}`) }));
        const config = loadDelegatedServers(file, "property");
        expect([...config.servers.keys()].sort()).toEqual([...servers].sort());
        for (const s of config.servers.values()) {
          const env = s.transport === "stdio" ? s.env : {};
          expect(Object.keys(env).sort()).toEqual([...envKeys].sort());
        }
      }),
    );
  });

  it("structured content keeps every member through the blob walk", () => {
    fc.assert(
      fc.property(names, (keys) => {
        const value = record(keys, (k) => ({ inner: k }));
        const shown = withoutBlobs(value, { type: "object", properties: {} }, () => "blob") as Record<string, unknown>;
        expect(Object.keys(shown).sort()).toEqual([...keys].sort());
        expect(Object.getPrototypeOf(shown)).toBe(Object.prototype);
        for (const k of keys) expect(Object.getOwnPropertyDescriptor(shown, k)?.value).toEqual({ inner: k });
      }),
    );
  });
});
