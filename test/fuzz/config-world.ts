// A throwaway home + agent dir + project with the four configuration sources of spec/sources.yaml,
// the real loader and the real `check` command run over it, and the invariants every load must keep
// whatever the files hold. Nothing here reads the real home: every path is under one temp root, and
// the CLI gets an empty environment.
import { chmodSync, mkdirSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, sep } from "node:path";
import { getLocation } from "jsonc-parser";
import { expect } from "vitest";
import { ERROR_CODES } from "../../generated/errors.js";
import { LIMIT_VALUES } from "../../generated/limits.js";
import { AGENT_DIR_DEFAULT, CONFIG_SOURCES } from "../../generated/sources.js";
import { run } from "../../src/cli/main.js";
import type { ConfigProblem, LoadedConfig } from "../../src/config/index.js";
import { candidateSources, loadConfig } from "../../src/config/index.js";
import { MAX_JSON_DEPTH } from "../../src/config/json.js";
import { stripControl } from "../../src/errors/index.js";
import { tempDir } from "../support/temp.js";
import { assertNoPollution, timed } from "./budget.js";

const MESSAGE_MAX_BYTES = LIMIT_VALUES["config.errorMessage.maxBytes"];
const MAX_FILE_BYTES = LIMIT_VALUES["config.file.maxBytes"];
const WHOLE_FILE = new Set([
  "MCPA_CONFIG_READ",
  "MCPA_CONFIG_NOT_A_FILE",
  "MCPA_CONFIG_TOO_LARGE",
  "MCPA_CONFIG_ENCODING",
]);

export type Content =
  | { readonly kind: "absent" }
  | { readonly kind: "dir" }
  | { readonly kind: "file"; readonly bytes: Buffer; readonly unreadable?: boolean };

export interface World {
  readonly root: string;
  readonly home: string;
  readonly cwd: string;
  readonly customAgentDir: string;
}

/** A world under a fresh temporary root (made in a beforeAll, it lasts the file). */
export function makeWorld(prefix: string): World {
  const root = realpathSync(tempDir(`${prefix}-`));
  const home = join(root, "home");
  const cwd = join(root, "project");
  const customAgentDir = join(root, "custom-agent");
  for (const d of [home, cwd, customAgentDir]) mkdirSync(d, { recursive: true });
  return { root, home, cwd, customAgentDir };
}

export interface Setup {
  /** One entry per CONFIG_SOURCES row. */
  readonly contents: readonly Content[];
  readonly trusted: boolean;
  readonly customAgentDir: boolean;
}

/** The four source paths, computed here from the generated table (not by the code under test). */
export function sourcePaths(world: World, customAgentDir: boolean): string[] {
  const vars: Record<string, string> = { "{home}": world.home, "{cwd}": world.cwd };
  vars["{agentDir}"] = customAgentDir ? world.customAgentDir : join(...AGENT_DIR_DEFAULT.map((s) => vars[s] ?? s));
  return CONFIG_SOURCES.map((s) => join(...s.path.map((seg) => vars[seg] ?? seg)));
}

/** Writes the setup's files (and removes whatever the previous case left). */
export function writeSetup(world: World, setup: Setup): string[] {
  const paths = sourcePaths(world, setup.customAgentDir);
  // Both agent dirs: a file left in the one not in use must simply not be read.
  for (const p of new Set([...paths, ...sourcePaths(world, !setup.customAgentDir)]))
    rmSync(p, { recursive: true, force: true });
  setup.contents.forEach((c, i) => {
    const path = paths[i] as string;
    mkdirSync(dirname(path), { recursive: true });
    if (c.kind === "dir") mkdirSync(path);
    if (c.kind === "file") {
      writeFileSync(path, c.bytes);
      if (c.unreadable) chmodSync(path, 0o000);
    }
  });
  return paths;
}

export function load(world: World, setup: Setup): LoadedConfig {
  return loadConfig({
    home: world.home,
    cwd: world.cwd,
    projectTrusted: setup.trusted,
    ...(setup.customAgentDir ? { agentDir: world.customAgentDir } : {}),
  });
}

const POINTER = /^(\/([^~/]|~[01])*)*$/;

export const escapePointer = (s: string): string => s.replace(/~/g, "~0").replace(/\//g, "~1");

function decode(bytes: Buffer): string | undefined {
  try {
    const text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(bytes);
    return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  } catch {
    return undefined;
  }
}

/**
 * Nesting depth of a text JSON.parse accepted (so strings are well-formed), counted on the text:
 * the parsed value drops shadowed duplicate keys, the loader's bound does not.
 */
function textDepth(text: string): number {
  let depth = 0;
  let max = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '"') {
      for (i++; text[i] !== '"'; i++) if (text[i] === "\\") i++;
    } else if (c === "[" || c === "{") max = Math.max(max, ++depth);
    else if (c === "]" || c === "}") depth--;
  }
  return max;
}

/**
 * The text as JSON.parse would take it once the two allowances are removed: comments become spaces
 * and a comma whose next token closes a bracket (and whose previous one ends a value) goes. An
 * unterminated block comment is no text. Written apart from the loader's tokenizer, as an oracle.
 */
const CLOSES_NEXT = /(?:\s|\/\/[^\n]*|\/\*[\s\S]*?\*\/)*[\]}]/y;

function withoutAllowances(text: string): string | undefined {
  const out: string[] = [];
  // The last character of the text kept so far that is not whitespace (a comment is whitespace).
  let last = "";
  for (let i = 0; i < text.length; i++) {
    const c = text[i] as string;
    if (c === '"') {
      let j = i + 1;
      for (; j < text.length && text[j] !== '"'; j++) if (text[j] === "\\") j++;
      out.push(text.slice(i, j + 1));
      last = '"';
      i = j;
    } else if (c === "/" && text[i + 1] === "/") {
      const end = text.indexOf("\n", i);
      const stop = end === -1 ? text.length : end;
      out.push(" ".repeat(stop - i));
      i = stop - 1;
    } else if (c === "/" && text[i + 1] === "*") {
      const end = text.indexOf("*/", i + 2);
      if (end === -1) return undefined;
      out.push(" ".repeat(end + 2 - i));
      i = end + 1;
    } else {
      CLOSES_NEXT.lastIndex = i + 1;
      const trailing = c === "," && /["\w\]}]/.test(last) && CLOSES_NEXT.test(text);
      out.push(trailing ? " " : c);
      if (!/\s/.test(c)) last = trailing ? "," : c;
    }
  }
  return out.join("");
}

function tryParse(text: string): { ok: true; value: unknown; text: string } | { ok: false } {
  const plain = withoutAllowances(text);
  if (plain === undefined) return { ok: false };
  try {
    return { ok: true, value: JSON.parse(plain) as unknown, text: plain };
  } catch {
    return { ok: false };
  }
}

/** The unescaped segments of a JSON pointer ("" is the whole document). */
const segmentsOf = (pointer: string): string[] =>
  pointer === ""
    ? []
    : pointer
        .slice(1)
        .split("/")
        .map((s) => s.replace(/~1/g, "/").replace(/~0/g, "~"));

function parentExists(value: unknown, pointer: string): boolean {
  let v = value;
  for (const seg of segmentsOf(pointer).slice(0, -1)) {
    if (v === null || typeof v !== "object" || !Object.hasOwn(v, seg)) return false;
    v = (v as Record<string, unknown>)[seg];
  }
  return true;
}

/** Cheap assertion for per-problem checks (thousands per case): expect() is too slow there. */
function ensure(ok: boolean, what: string, p?: ConfigProblem): void {
  if (!ok) throw new Error(`${what}${p ? `: ${JSON.stringify(p).slice(0, 1000)}` : ""}`);
}

const CODES = new Set<string>(ERROR_CODES);

function checkProblemShape(p: ConfigProblem, text: string | undefined): void {
  ensure(CODES.has(p.code) && p.code.startsWith("MCPA_CONFIG_"), "a configuration code from the catalog", p);
  for (const part of [p.message, p.hint]) {
    ensure(
      part.length > 0 && Buffer.byteLength(part, "utf8") <= MESSAGE_MAX_BYTES,
      `message and fix non-empty and at most ${MESSAGE_MAX_BYTES} bytes`,
      p,
    );
    ensure(stripControl(part) === part, "no control characters in message or fix", p);
  }
  ensure(POINTER.test(p.pointer), "a well-formed JSON pointer", p);
  ensure(Number.isSafeInteger(p.line) && Number.isSafeInteger(p.column), "integer line and column", p);
  if (WHOLE_FILE.has(p.code)) {
    ensure(p.line === 0 && p.column === 0 && p.pointer === "", "a whole-file problem at 0:0 with an empty pointer", p);
    return;
  }
  // Anything else was found in decoded text, and points into it (EOF included).
  ensure(text !== undefined, "a positioned problem in a file that decodes", p);
  const lines = (text as string).split("\n");
  ensure(p.line >= 1 && p.line <= lines.length, `line within the file's ${lines.length} lines`, p);
  ensure(p.column >= 1 && p.column <= (lines[p.line - 1] as string).length + 1, "column within its line", p);
  if (p.server !== undefined)
    ensure(
      p.pointer.startsWith(`/mcpServers/${escapePointer(p.server)}`),
      "a server's problem points into that server",
      p,
    );
}

/**
 * line:col and pointer agree (checked with jsonc-parser's getLocation, which the loader does not
 * use): at a key, the key is the one the pointer names; at a value, the value is the pointer's or,
 * for a missing field, an ancestor's. Sampled: each lookup rescans the text.
 */
function checkLocations(text: string, problems: readonly ConfigProblem[]): void {
  const starts = [0];
  for (let i = text.indexOf("\n"); i >= 0; i = text.indexOf("\n", i + 1)) starts.push(i + 1);
  const step = Math.max(1, Math.floor(problems.length / 40));
  for (let i = 0; i < problems.length; i += step) {
    const p = problems[i] as ConfigProblem;
    const loc = getLocation(text, (starts[p.line - 1] as number) + p.column - 1);
    const at = loc.path.map(String);
    const want = segmentsOf(p.pointer);
    if (loc.isAtPropertyKey)
      ensure(JSON.stringify(at) === JSON.stringify(want), `a problem located at the key ${JSON.stringify(at)}`, p);
    else
      ensure(
        JSON.stringify(want.slice(0, at.length)) === JSON.stringify(at),
        `a problem located at the value of ${JSON.stringify(at)}`,
        p,
      );
  }
}

/** An unknown key at the root of a file: it rejects that file only (docs/architecture.md, "Shared files"). */
const rejectsOnlyItsFile = (p: ConfigProblem): boolean =>
  p.server === undefined && p.code === "MCPA_CONFIG_UNKNOWN_FIELD" && segmentsOf(p.pointer).length === 1;

/**
 * The invariants of one load, whatever the files held. Returns facts the caller may assert on.
 */
export function checkLoaded(world: World, setup: Setup, loaded: LoadedConfig): { readPaths: string[] } {
  const paths = sourcePaths(world, setup.customAgentDir);
  // Isolation from the real home: the loader looked only where this world put things.
  expect(
    candidateSources({
      home: world.home,
      cwd: world.cwd,
      projectTrusted: setup.trusted,
      ...(setup.customAgentDir ? { agentDir: world.customAgentDir } : {}),
    }).map((c) => c.path),
  ).toEqual(paths);
  for (const p of paths) expect(p.startsWith(`${world.root}${sep}`)).toBe(true);

  // Source reports, in precedence order, with the status each content calls for.
  expect(loaded.sources.map((s) => s.path)).toEqual(paths);
  const readPaths: string[] = [];
  const texts = new Map<string, string | undefined>();
  const sizes = new Map<string, number>();
  let budget = 0;
  loaded.sources.forEach((s, i) => {
    const c = setup.contents[i] as Content;
    const project = CONFIG_SOURCES[i]?.scope === "project";
    if (c.kind === "absent") expect(s.status).toBe("missing");
    else if (project && !setup.trusted) expect(s.status).toBe("ignored");
    else if (c.kind === "dir") {
      // Not a regular file: an error with its reason, never "missing".
      expect(s.status).toBe("failed");
      readPaths.push(s.path);
      texts.set(s.path, undefined);
      budget += 1;
    } else {
      expect(["read", "failed"]).toContain(s.status);
      readPaths.push(s.path);
      texts.set(s.path, decode(c.bytes));
      sizes.set(s.path, c.bytes.length);
      budget += c.bytes.length + 1;
    }
    if (s.status !== "read" && s.status !== "failed") expect(s.servers).toEqual([]);
  });
  expect(loaded.ignoredProjectFiles).toEqual(loaded.sources.filter((s) => s.status === "ignored").map((s) => s.path));

  // Every problem names a file that was read, a position in it, a pointer and a fix; bounded count.
  expect(loaded.problems.length).toBeLessThanOrEqual(budget);
  // One report per problem: never the same code twice at one place.
  const places = loaded.problems.map((p) => JSON.stringify([p.file, p.code, p.line, p.column, p.pointer]));
  ensure(
    new Set(places).size === places.length,
    "no code reported twice at one place",
    loaded.problems.find((_p, i) => places.indexOf(places[i] as string) !== i),
  );
  const definedIn = new Map(loaded.sources.map((s) => [s.path, new Set(s.servers)]));
  for (const p of loaded.problems) {
    ensure(readPaths.includes(p.file), "names a file that was read", p);
    checkProblemShape(p, texts.get(p.file));
    // A duplicate key inside a shadowed `mcpServers` may name a server the final value lacks; the
    // shadowing duplicate fails the whole file then.
    if (p.server !== undefined && !loaded.failedFiles.includes(p.file))
      ensure(definedIn.get(p.file)?.has(p.server) === true, "names a server its file defines", p);
    // A duplicate key is reported where it is written: at its opening quote.
    if (p.code === "MCPA_CONFIG_DUPLICATE_KEY")
      ensure(
        texts.get(p.file)?.split("\n")[p.line - 1]?.[p.column - 1] === '"',
        "a duplicate key is located at its quote",
        p,
      );
  }

  // A file fails exactly when it has a problem of its own (not of one server); then nothing loads.
  // An unknown root key is the exception: it rejects only its own file, whose servers all stay off.
  const failing = [
    ...new Set(loaded.problems.filter((p) => p.server === undefined && !rejectsOnlyItsFile(p)).map((p) => p.file)),
  ];
  const rejected = new Set(loaded.problems.filter(rejectsOnlyItsFile).map((p) => p.file));
  expect([...loaded.failedFiles].sort()).toEqual(failing.sort());
  expect(loaded.sources.filter((s) => s.status === "failed").map((s) => s.path)).toEqual(
    loaded.sources.filter((s) => loaded.failedFiles.includes(s.path) || rejected.has(s.path)).map((s) => s.path),
  );
  if (loaded.failedFiles.length > 0) {
    expect(loaded.servers.size).toBe(0);
    expect(loaded.disabled.size).toBe(0);
  }

  // JSON with comments and trailing commas, both ways: a syntax problem exactly when JSON.parse
  // refuses the decoded text without them (or it nests deeper than the loader's bound).
  for (const [path, text] of texts) {
    const own = loaded.problems.filter((p) => p.file === path);
    if (text === undefined) {
      if (
        !own.some(
          (p) =>
            p.code === "MCPA_CONFIG_READ" || p.code === "MCPA_CONFIG_NOT_A_FILE" || p.code === "MCPA_CONFIG_TOO_LARGE",
        )
      )
        expect(own.map((p) => p.code)).toEqual(["MCPA_CONFIG_ENCODING"]);
      continue;
    }
    // Over the size bound exactly when the file is: then nothing of it was read.
    expect(own.some((p) => p.code === "MCPA_CONFIG_TOO_LARGE")).toBe((sizes.get(path) ?? 0) > MAX_FILE_BYTES);
    if (own.some((p) => p.code === "MCPA_CONFIG_READ" || p.code === "MCPA_CONFIG_TOO_LARGE")) continue;
    const parsed = tryParse(text);
    const syntax = own.some((p) => p.code === "MCPA_CONFIG_JSON_SYNTAX");
    const tooDeep = parsed.ok && textDepth(parsed.text) > MAX_JSON_DEPTH;
    expect(
      syntax,
      `syntax problem reported ${syntax}, JSON.parse ${parsed.ok ? "accepts" : "refuses"}: ${JSON.stringify(text.slice(0, 200))}`,
    ).toBe(!parsed.ok || tooDeep);
    if (syntax)
      ensure(
        own.every((p) => p.code === "MCPA_CONFIG_JSON_SYNTAX" && p.pointer === ""),
        "a file with a syntax problem has only syntax problems",
      );
    // Without a syntax problem, every pointer leads to an existing object (the value itself may be
    // the missing field).
    // Duplicate keys are the exception: one inside a shadowed definition has no place in the value.
    if (parsed.ok && !syntax)
      for (const p of own)
        ensure(
          p.code === "MCPA_CONFIG_DUPLICATE_KEY" || parentExists(parsed.value, p.pointer),
          "the pointer's parent exists in the file",
          p,
        );
    if (parsed.ok && !syntax) checkLocations(text, own);
  }

  // Merged servers: disjoint, each from the highest read file defining it, and clean there.
  const winner = (name: string): string | undefined =>
    [...loaded.sources]
      .reverse()
      .find((s) => definedIn.get(s.path)?.has(name) === true && (s.status === "read" || s.status === "failed"))?.path;
  const withProblems = new Set(loaded.problems.map((p) => `${p.file}\u0000${p.server}`));
  for (const [name, s] of loaded.servers) {
    ensure(
      !loaded.disabled.has(name) && !loaded.off.has(name),
      `${JSON.stringify(name)} is both usable and disabled or off`,
    );
    ensure(!rejected.has(s.origin.file), `${JSON.stringify(name)} is usable though its file was rejected`);
    ensure(
      s.name === name && s.origin.file === winner(name),
      `${JSON.stringify(name)} comes from the highest file defining it`,
    );
    ensure(!withProblems.has(`${s.origin.file}\u0000${name}`), `${JSON.stringify(name)} is usable despite problems`);
    ensure(Object.isFrozen(s), "server configs are frozen");
  }
  for (const [name, d] of loaded.disabled) {
    ensure(
      d.origin.file === winner(name) && d.problems.length > 0,
      `${JSON.stringify(name)} is disabled by its winning definition`,
    );
    for (const p of d.problems)
      ensure(
        p.file === d.origin.file && (p.server === name || rejectsOnlyItsFile(p)),
        "a disabled server's problems are its own or its file's root key",
        p,
      );
  }
  for (const [name, o] of loaded.off) {
    ensure(
      !loaded.disabled.has(name) &&
        o.origin.file === winner(name) &&
        !withProblems.has(`${o.origin.file}\u0000${name}`),
      `${JSON.stringify(name)} is off by its clean winning definition`,
    );
  }
  return { readPaths };
}

/** `travis234-mcp check`, in process, with an empty environment: must agree with the loader. */
export function checkCommand(world: World, setup: Setup, loaded: LoadedConfig, json: boolean): void {
  let out = "";
  let err = "";
  const argv = [
    "check",
    "--home",
    world.home,
    "--cwd",
    world.cwd,
    ...(setup.trusted ? ["--trusted"] : []),
    ...(setup.customAgentDir ? ["--agent-dir", world.customAgentDir] : []),
    ...(json ? ["--json"] : []),
  ];
  const code = timed("check", () =>
    run(argv, { stdout: (t) => (out += t), stderr: (t) => (err += t), env: {}, cwd: world.root }),
  );
  expect(err).toBe("");
  expect(code).toBe(loaded.problems.length === 0 ? 0 : 1);
  if (json) {
    const report = JSON.parse(out) as { ok: boolean; problems: unknown[]; failedFiles: string[] };
    expect(report.ok).toBe(loaded.problems.length === 0);
    expect(report.problems).toEqual(JSON.parse(JSON.stringify(loaded.problems)));
    expect(report.failedFiles).toEqual(loaded.failedFiles);
  } else {
    expect(stripControl(out)).toBe(out);
    if (loaded.problems.length === 0) expect(out).toContain("No problems found.");
    else {
      expect(out).toContain(`Errors (${loaded.problems.length}):`);
      for (const code of new Set(loaded.problems.map((p) => p.code))) expect(out).toContain(code);
    }
  }
}

/**
 * One random case: writes the setup, loads it (timed), checks every problem, runs `check` on the
 * same files for every third case (text or JSON by `n`), and checks that nothing was polluted.
 */
export function checkCase(world: World, setup: Setup, n: number): void {
  writeSetup(world, setup);
  const loaded = timed("loadConfig", () => load(world, setup));
  checkLoaded(world, setup, loaded);
  if (n % 3 === 0) checkCommand(world, setup, loaded, n % 2 === 0);
  assertNoPollution();
}
