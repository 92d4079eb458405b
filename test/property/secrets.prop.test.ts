// References and redaction (spec/credentials.yaml): expansion is one pass and exact, failures name
// the field and the variable but never a value, redaction removes every long-enough value, and the
// `check` command never prints a planted secret, whether it sits in the environment or in a file.
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { REDACTION_REPLACEMENT, REFERENCE_EMPTY_IS_MISSING } from "../../generated/credentials.js";
import { LIMITS } from "../../generated/limits.js";
import { CONFIG_SOURCES } from "../../generated/sources.js";
import { run } from "../../src/cli/main.js";
import { loadConfig } from "../../src/config/index.js";
import { AdapterError } from "../../src/errors/index.js";
import { expandTemplates, parseTemplate, Redactor, referenceNames } from "../../src/secrets/index.js";
import { liveTempRoots, own, removeTempRoot, runs, tempRoot } from "./arbitraries/config.js";

const MIN_CHARS = LIMITS["redaction.minValueChars"].value;
const NAME_CHAR = /[A-Za-z0-9_]/;
const escapeDollars = (text: string): string => text.replace(/\$/g, "$$$$");
const tokenFor = (name: string): string => REDACTION_REPLACEMENT.replace("{name}", name);

/** Reference names, including ones an env object inherits from Object.prototype. */
const PROTOTYPE_NAMES = ["constructor", "toString", "__proto__", "valueOf", "hasOwnProperty"] as const;
const nameArb = fc.oneof(
  { weight: 4, arbitrary: fc.stringMatching(/^[A-Za-z_][A-Za-z0-9_]{0,10}$/) },
  { weight: 1, arbitrary: fc.constantFrom(...PROTOTYPE_NAMES) },
);

/** Text rich in the characters the grammar cares about. */
const grammarText = fc.oneof(
  fc.string({
    unit: fc.constantFrom("$", "{", "}", "e", "n", "v", ":", "a", "_", "9", " ", "-", "é", "😀"),
    maxLength: 12,
  }),
  fc.string({ maxLength: 12 }),
  fc.string({ unit: "binary", maxLength: 6 }),
);

type Segment =
  | { readonly kind: "text"; readonly text: string }
  | { readonly kind: "ref"; readonly name: string; readonly env: boolean };

const segmentsArb = fc.array(
  fc.oneof(
    grammarText.map((text): Segment => ({ kind: "text", text })),
    fc.tuple(nameArb, fc.boolean()).map(([name, env]): Segment => ({ kind: "ref", name, env })),
  ),
  { maxLength: 8 },
);

/** Adjacent texts merged and empty ones dropped, so each reference sees its real neighbours. */
function normalised(segments: readonly Segment[]): Segment[] {
  const out: Segment[] = [];
  for (const s of segments) {
    const last = out[out.length - 1];
    if (s.kind === "text" && s.text === "") continue;
    if (s.kind === "text" && last?.kind === "text") out[out.length - 1] = { kind: "text", text: last.text + s.text };
    else out.push(s);
  }
  return out;
}

/**
 * Writes literal text escaped and references in the asked form; `$env:NAME` only where the grammar
 * reads it as one (not glued to a name character before, not followed by one), else `${NAME}`.
 */
function build(
  segments: readonly Segment[],
  env: Readonly<Record<string, string>>,
): { template: string; want: string; names: string[] } {
  const parts = normalised(segments);
  let template = "";
  let want = "";
  const names: string[] = [];
  parts.forEach((p, i) => {
    if (p.kind === "text") {
      template += escapeDollars(p.text);
      want += p.text;
      return;
    }
    const next = parts[i + 1];
    const nextChar = next === undefined ? undefined : next.kind === "text" ? escapeDollars(next.text)[0] : "$";
    const prevChar = template[template.length - 1];
    const envOk =
      p.env &&
      (prevChar === undefined || !NAME_CHAR.test(prevChar)) &&
      (nextChar === undefined || !NAME_CHAR.test(nextChar));
    template += envOk ? `$env:${p.name}` : `\${${p.name}}`;
    want += env[p.name] as string;
    names.push(p.name);
  });
  return { template, want, names };
}

/** An environment defining every name the segments reference, with values full of grammar. */
function envFor(segments: readonly Segment[]): fc.Arbitrary<Record<string, string>> {
  const names = [...new Set(segments.flatMap((s) => (s.kind === "ref" ? [s.name] : [])))];
  const value = fc.oneof(
    grammarText.filter((t) => t !== ""),
    fc
      .tuple(fc.constantFrom(...(names.length > 0 ? names : ["X"])), fc.boolean())
      .map(([n, braced]) => (braced ? `\${${n}}` : `$env:${n}`)),
    fc.constantFrom("$$", "$${X}", "$env:", "${", "$"),
  );
  return fc.tuple(...names.map((n) => value.map((v) => [n, v] as const))).map((entries) => own(entries));
}

const roundTripArb = segmentsArb.chain((segments) => envFor(segments).map((env) => ({ segments, env })));

describe("reference expansion", () => {
  it("expands escaped literal text plus references to exactly the text plus the values", () => {
    fc.assert(
      fc.property(roundTripArb, ({ segments, env }) => {
        const { template, want, names } = build(segments, env);
        const parsed = parseTemplate(template);
        expect(parsed.ok).toBe(true);
        if (parsed.ok) expect(referenceNames(parsed.parts)).toEqual(names);
        const result = expandTemplates({ K: template }, "env", env);
        expect(result.values.K).toBe(want);
        expect(result.secrets).toEqual(names.map((name) => ({ name, value: env[name] })));
      }),
    );
  });

  it("is one pass: a value that looks like a reference stays literal", () => {
    fc.assert(
      fc.property(roundTripArb, ({ env }) => {
        for (const [name, value] of Object.entries(env)) {
          expect(expandTemplates({ K: `\${${name}}` }, "headers", env).values.K).toBe(value);
          expect(expandTemplates({ K: `x $env:${name}` }, "headers", env).values.K).toBe(`x ${value}`);
        }
      }),
    );
  });

  it("reads $$ as one literal $, so escaped text comes back unchanged without any environment", () => {
    fc.assert(
      fc.property(grammarText, fc.nat({ max: 6 }), (text, dollars) => {
        expect(expandTemplates({ K: escapeDollars(text) }, "env", {}).values.K).toBe(text);
        expect(expandTemplates({ K: "$$".repeat(dollars) }, "env", {}).values.K).toBe("$".repeat(dollars));
      }),
    );
  });

  it("reads ${env:NAME} as ${NAME}, and ${NAME:-default} as the value when set and non-empty, else the default as written", () => {
    const defaultText = fc.string({
      unit: fc.constantFrom("a", "Z", "-", " ", ":", "é", "e", "n", "v", "_", "9"),
      maxLength: 8,
    });
    fc.assert(
      fc.property(
        nameArb,
        grammarText,
        defaultText,
        fc.constantFrom("set", "empty", "unset"),
        fc.boolean(),
        (name, raw, fallback, state, envPrefix) => {
          const env = state === "unset" ? {} : own([[name, state === "empty" ? "" : raw]]);
          const value = Object.hasOwn(env, name) ? env[name] : undefined;
          const useDefault = value === undefined || value === "";
          const result = expandTemplates({ K: `\${${envPrefix ? "env:" : ""}${name}:-${fallback}}` }, "headers", env);
          // One pass: a value full of ${...} comes back as it is, and so does the default.
          expect(result.values.K).toBe(useDefault ? fallback : value);
          // A default is text from the file, not a secret: only a resolved value reaches the redactor.
          expect(result.secrets).toEqual(useDefault ? [] : [{ name, value }]);
          if (!useDefault) expect(expandTemplates({ K: `x\${env:${name}}y` }, "env", env).values.K).toBe(`x${value}y`);
        },
      ),
    );
  });

  it("leaves $env: glued to a name character as literal text", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9_]$/), nameArb, (glue, name) => {
        const env = own([[name, "value"]]);
        expect(expandTemplates({ K: `${glue}$env:${name}` }, "env", env).values.K).toBe(`${glue}$env:${name}`);
      }),
    );
  });
});

// --- failures name the field and the variable, never a value ---

const plantedArb = fc.stringMatching(/^[A-Za-z0-9]{8,16}$/).map((s) => `pl4nt-${s}`);
const FIELD_KEYS = ["LOG_LEVEL", "API_TOKEN", "X-Trace-Id", "Authorization"] as const;

const failureArb = fc
  .record({
    kind: fc.constantFrom("missing", "empty"),
    field: fc.constantFrom("env" as const, "headers" as const),
    keys: fc.uniqueArray(fc.constantFrom(...FIELD_KEYS), { minLength: 1, maxLength: 3 }),
    badIndex: fc.nat(),
    present: fc.uniqueArray(fc.tuple(nameArb, plantedArb), { minLength: 1, maxLength: 4, selector: (e) => e[0] }),
    bad: nameArb,
    withPrototype: fc.boolean(),
  })
  .filter(({ present, bad }) => !present.some(([n]) => n === bad));

describe("expansion failures", () => {
  it("throws the catalog error naming field and variable, with no environment value in it", () => {
    fc.assert(
      fc.property(failureArb, ({ kind, field, keys, badIndex, present, bad, withPrototype }) => {
        const entries: (readonly [string, string])[] = kind === "empty" ? [...present, [bad, ""]] : [...present];
        const env: NodeJS.ProcessEnv = withPrototype
          ? own(entries)
          : Object.assign(Object.create(null) as NodeJS.ProcessEnv, own(entries));
        const refs = present.map(([n]) => `\${${n}}`).join(" ");
        const badKey = keys[badIndex % keys.length] as string;
        // Keys before the bad one resolve fully; the bad one resolves some values first.
        const templates = own(keys.map((k) => [k, k === badKey ? `Bearer ${refs} \${${bad}} ${refs}` : refs] as const));
        let thrown: unknown;
        try {
          expandTemplates(templates, field, env);
        } catch (err) {
          thrown = err;
        }
        const expectedCode =
          kind === "missing" || !REFERENCE_EMPTY_IS_MISSING
            ? "MCPA_SECRET_MISSING_VARIABLE"
            : "MCPA_SECRET_EMPTY_VARIABLE";
        if (kind === "empty" && !REFERENCE_EMPTY_IS_MISSING) return;
        expect(AdapterError.isInstance(thrown)).toBe(true);
        const e = thrown as AdapterError;
        expect(e.code).toBe(expectedCode);
        expect(e.data).toEqual({ field: `${field}.${badKey}`, variable: bad });
        expect(e.message).toContain(`${field}.${badKey}`);
        expect(e.message).toContain(bad);
        expect(e.hint).toContain(bad);
        const visible = JSON.stringify([e.message, e.hint, e.toJSON(), String(e)]);
        for (const [, value] of present) expect(visible).not.toContain(value);
      }),
    );
  });

  // Found by the property above: the environment was indexed with `env[name]`, so a reference to an
  // unset variable named like an Object.prototype member expanded to "function toString() { [native
  // code] }" (a function value that then crashed the Redactor) instead of failing as missing.
  it.each(PROTOTYPE_NAMES)("treats an unset ${%s} as missing, also with the real process.env", (name) => {
    for (const env of [{}, process.env]) {
      if (Object.hasOwn(env, name)) continue;
      expect(() => expandTemplates({ K: `\${${name}}` }, "env", env)).toThrow(
        expect.objectContaining({ code: "MCPA_SECRET_MISSING_VARIABLE" }),
      );
    }
  });
});

// --- redaction ---

/** A secret that cannot be mistaken for, or straddle, a replacement token. */
const secretArb = (chars: { minLength: number; maxLength: number }) =>
  fc.string({
    unit: fc.oneof(
      fc.constantFrom("a", "Z", "7", "-", "_", ".", "/", "+", "=", " ", "é", "😀"),
      fc.string({ unit: "binary", minLength: 1, maxLength: 1 }),
    ),
    ...chars,
  });

const secretsArb = fc
  .uniqueArray(
    fc.record({
      name: fc.stringMatching(/^[A-Z_][A-Z0-9_]{0,8}$/),
      value: secretArb({ minLength: MIN_CHARS, maxLength: MIN_CHARS + 8 }),
    }),
    {
      minLength: 1,
      maxLength: 4,
      selector: (s) => s.value,
    },
  )
  .filter((secrets) =>
    secrets.every((s) => !/[[\]]/.test(s.value) && !secrets.some((o) => tokenFor(o.name).includes(s.value))),
  );

/** Random text with each secret embedded at least once, at random places. */
const embeddedArb = secretsArb.chain((secrets) =>
  fc
    .array(fc.oneof(fc.string({ maxLength: 10 }), fc.constantFrom(...secrets.map((s) => s.value))), { maxLength: 10 })
    .chain((pieces) =>
      fc.shuffledSubarray([...pieces, ...secrets.map((s) => s.value)], { minLength: pieces.length + secrets.length }),
    )
    .map((pieces) => ({ secrets, text: pieces.join("") })),
);

describe("Redactor", () => {
  it(`removes every value of at least ${MIN_CHARS} characters wherever it is embedded`, () => {
    fc.assert(
      fc.property(embeddedArb, ({ secrets, text }) => {
        const out = new Redactor(secrets).redact(text);
        for (const s of secrets) {
          expect(text).toContain(s.value);
          expect(out).not.toContain(s.value);
        }
      }),
    );
  });

  it("replaces a single value by its token and changes nothing else", () => {
    fc.assert(
      fc.property(embeddedArb, ({ secrets, text }) => {
        const [s] = secrets;
        if (s === undefined) return;
        expect(new Redactor([s]).redact(text)).toBe(text.split(s.value).join(tokenFor(s.name)));
      }),
    );
  });

  it(`leaves values shorter than ${MIN_CHARS} characters (code points) alone`, () => {
    fc.assert(
      fc.property(
        secretArb({ minLength: 1, maxLength: MIN_CHARS - 1 }),
        fc.string({ maxLength: 10 }),
        fc.string({ maxLength: 10 }),
        (value, before, after) => {
          expect([...value].length).toBeLessThan(MIN_CHARS);
          const r = new Redactor([{ name: "SHORT", value }]);
          const text = `${before}${value}${after}${value}`;
          expect(r.size).toBe(0);
          expect(r.redact(text)).toBe(text);
        },
      ),
    );
  });

  it(`counts the ${MIN_CHARS}-character threshold in code points, not UTF-16 units`, () => {
    const astral = "😀".repeat(MIN_CHARS - 1);
    expect(new Redactor([{ name: "A", value: astral }]).size).toBe(0);
    expect(new Redactor([{ name: "A", value: `${astral}x` }]).redact(`<${astral}x>`)).toBe(`<${tokenFor("A")}>`);
  });

  // Passwords and PEM keys hold quotes, backslashes, newlines and tabs, which JSON escapes.
  const escapingArb = fc
    .array(fc.constantFrom("a", "Z", "9", '"', "\\", "\n", "\t", "\u001b", "\u2028", "é"), {
      minLength: MIN_CHARS,
      maxLength: MIN_CHARS + 8,
    })
    .map((cs) => cs.join(""))
    .filter((v) => !/[[\]]/.test(v));

  it("removes a value with characters JSON escapes, from serialised text and from values walked before serialising", () => {
    fc.assert(
      fc.property(escapingArb, fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), (value, before, after) => {
        const r = new Redactor([{ name: "PW", value }]);
        const doc = { [`${before}${value}`]: [`${value}${after}`, { deep: value }] };
        const escaped = JSON.stringify(value).slice(1, -1);
        for (const out of [
          r.redact(JSON.stringify(doc)),
          r.redact(JSON.stringify(doc, null, 2)),
          JSON.stringify(r.redactValue(doc)),
        ]) {
          expect(out).not.toContain(escaped);
          expect(JSON.stringify(JSON.parse(out))).not.toContain(escaped);
          expect(out).toContain(tokenFor("PW"));
        }
      }),
    );
  });
});

// --- the check command never prints a planted secret ---

const VARS = ["PLANTED_TOKEN", "PLANTED_KEY", "PLANTED_COOKIE"] as const;

/** Servers that hold planted literals in credential-shaped and other template fields, and in url parts check hides. */
function plantedServers(literals: readonly string[]): [string, object][] {
  const [l0, l1, l2, l3, l4, l5, l6, l7] = literals as [string, string, string, string, string, string, string, string];
  return [
    // Valid servers: check prints them, so their literals must appear only as summaries.
    [
      "local",
      { command: "node", env: { API_TOKEN: `\${${VARS[0]}}`, DEBUG: l1, DB_PASSWORD: `pre-\${${VARS[1]}}-${l2}` } },
    ],
    [
      "remote",
      {
        url: `https://example.com/mcp?token=${l3}#${l3}`,
        headers: { "X-Api-Key": `$env:${VARS[1]}`, "X-Trace-Id": l5 },
      },
    ],
    ["loopback", { url: "http://127.0.0.1:8080/mcp", headers: { Cookie: `session=\${${VARS[2]}}; ${l1}` } }],
    // Invalid servers: disabled, so only their problems are printed.
    ["local-literal", { command: "node", env: { GITHUB_TOKEN: l0 } }],
    ["remote-literal", { url: "https://example.com/mcp", headers: { Authorization: `Bearer ${l4}` } }],
    ["userinfo", { url: `https://user:${l6}@example.com/mcp` }],
    ["malformed", { command: "node", env: { SECRET_VALUE: `\${${l7}` } }],
    // A Claude Code default: allowed outside credential fields (check shows it only as a reference),
    // an error inside one, whose message must not quote the default.
    ["claude-default", { command: "node", env: { LOG_LEVEL: `\${PLANTED_LEVEL:-${l5}}` } }],
    [
      "credential-default",
      { url: "https://example.com/mcp", headers: { Authorization: `Bearer \${env:${VARS[0]}:-${l2}}` } },
    ],
  ];
}

const checkArb = fc.record({
  literals: fc.uniqueArray(plantedArb, { minLength: 8, maxLength: 8 }),
  envValues: fc.uniqueArray(plantedArb, { minLength: VARS.length, maxLength: VARS.length }),
  layers: fc.array(fc.subarray([0, 1, 2, 3, 4, 5, 6, 7, 8]), {
    minLength: CONFIG_SOURCES.length,
    maxLength: CONFIG_SOURCES.length,
  }),
  corrupt: fc.option(fc.nat({ max: CONFIG_SOURCES.length - 1 }), { nil: undefined, freq: 4 }),
  trusted: fc.boolean(),
  json: fc.boolean(),
});

afterAll(() => {
  expect(liveTempRoots()).toEqual([]);
});

describe("check never prints a planted secret", () => {
  it("keeps environment values and literal secrets out of text and --json output and out of every problem", () => {
    fc.assert(
      fc.property(checkArb, ({ literals, envValues, layers, corrupt, trusted, json }) => {
        const planted = [...literals, ...envValues];
        const servers = plantedServers(literals);
        const root = tempRoot("mcpa-secrets");
        try {
          const home = join(root, "home");
          const cwd = join(root, "project");
          mkdirSync(cwd, { recursive: true });
          const vars: Record<string, string> = { "{home}": home, "{cwd}": cwd, "{agentDir}": join(root, "agent") };
          CONFIG_SOURCES.forEach((s, i) => {
            const chosen = layers[i] ?? [];
            if (chosen.length === 0 && corrupt !== i) return;
            const file = join(...s.path.map((seg) => vars[seg] ?? seg));
            mkdirSync(dirname(file), { recursive: true });
            const text = JSON.stringify(
              { mcpServers: own(chosen.map((k) => servers[k] as [string, object])) },
              null,
              2,
            );
            writeFileSync(file, corrupt === i ? text.slice(0, -1) : text);
          });
          const env = own<string>([
            ...VARS.map((v, i) => [v, envValues[i] as string] as const),
            ["TRAVIS234_CODING_AGENT_DIR", vars["{agentDir}"] as string],
          ]);

          let out = "";
          const argv = [
            "check",
            "--home",
            home,
            "--cwd",
            cwd,
            ...(trusted ? ["--trusted"] : []),
            ...(json ? ["--json"] : []),
          ];
          const code = run(argv, { stdout: (t) => (out += t), stderr: (t) => (out += t), env, cwd });
          const loaded = loadConfig({ home, cwd, projectTrusted: trusted, agentDir: vars["{agentDir}"] as string });

          // The output is the real report: right exit code, every problem's code present.
          expect(code).toBe(loaded.problems.length === 0 ? 0 : 1);
          for (const p of loaded.problems) expect(out).toContain(p.code);
          for (const name of loaded.servers.keys()) expect(out).toContain(name);
          for (const value of planted) {
            expect(out).not.toContain(value);
            for (const p of loaded.problems) expect(`${p.message}\n${p.hint}`).not.toContain(value);
          }
        } finally {
          removeTempRoot(root);
        }
      }),
      { numRuns: runs(40) },
    );
  });
});
