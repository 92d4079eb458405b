// Precedence of the four configuration files (spec/sources.yaml): random layers of valid
// definitions, written to a temp home and project, loaded with random trust. The highest
// contributing definition of a name wins whole; untrusted project files never contribute.
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { AGENT_DIR_DEFAULT, CONFIG_SOURCES } from "../../generated/sources.js";
import type { McpServer } from "../../generated/types/config.js";
import { loadConfig } from "../../src/config/index.js";
import type { Origin } from "./arbitraries/config.js";
import {
  expectedServer,
  liveTempRoots,
  own,
  removeTempRoot,
  runs,
  SERVER_NAMES,
  serverArb,
  tempRoot,
} from "./arbitraries/config.js";

type Layer = ReadonlyArray<readonly [string, McpServer]> | undefined;

/** One layer per source: absent (no file), or the servers its file defines, in file order. */
const layerArb: fc.Arbitrary<Layer> = fc.option(
  fc.uniqueArray(fc.tuple(fc.constantFrom(...SERVER_NAMES), serverArb), { maxLength: 4, selector: (e) => e[0] }),
  { nil: undefined, freq: 3 },
);
const layersArb = fc.array(layerArb, { minLength: CONFIG_SOURCES.length, maxLength: CONFIG_SOURCES.length });

interface World {
  readonly root: string;
  readonly home: string;
  readonly cwd: string;
  readonly agentDir: string | undefined;
  readonly paths: readonly string[];
}

function makeWorld(customAgentDir: boolean): World {
  const root = tempRoot("mcpa-precedence");
  const home = join(root, "home");
  const cwd = join(root, "project");
  mkdirSync(home);
  mkdirSync(cwd);
  const agentDir = customAgentDir ? join(root, "custom-agent") : undefined;
  const vars: Record<string, string> = { "{home}": home, "{cwd}": cwd };
  vars["{agentDir}"] = agentDir ?? join(...AGENT_DIR_DEFAULT.map((s) => vars[s] ?? s));
  const paths = CONFIG_SOURCES.map((s) => join(...s.path.map((seg) => vars[seg] ?? seg)));
  return { root, home, cwd, agentDir, paths };
}

function writeLayers(world: World, layers: readonly Layer[]): void {
  layers.forEach((layer, i) => {
    if (layer === undefined) return;
    const path = world.paths[i] as string;
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, JSON.stringify({ mcpServers: own(layer) }, null, 2));
  });
}

const contributes = (i: number, trusted: boolean): boolean => trusted || CONFIG_SOURCES[i]?.scope !== "project";

function load(world: World, trusted: boolean) {
  return loadConfig({
    home: world.home,
    cwd: world.cwd,
    projectTrusted: trusted,
    ...(world.agentDir !== undefined ? { agentDir: world.agentDir } : {}),
  });
}

afterAll(() => {
  expect(liveTempRoots()).toEqual([]);
});

describe("configuration precedence", () => {
  it("gives every name the whole highest contributing definition, in first-definition order", () => {
    fc.assert(
      fc.property(layersArb, fc.boolean(), fc.boolean(), (layers, trusted, customAgentDir) => {
        const world = makeWorld(customAgentDir);
        try {
          writeLayers(world, layers);
          const loaded = load(world, trusted);

          // The model: names in order of first contributing definition; the last contributing layer wins.
          const order: string[] = [];
          const winner = new Map<string, { raw: McpServer; origin: Origin }>();
          layers.forEach((layer, i) => {
            if (layer === undefined || !contributes(i, trusted)) return;
            const source = CONFIG_SOURCES[i] as (typeof CONFIG_SOURCES)[number];
            for (const [name, raw] of layer) {
              if (!winner.has(name)) order.push(name);
              winner.set(name, {
                raw,
                origin: { sourceId: source.id, file: world.paths[i] as string, scope: source.scope },
              });
            }
          });

          expect(loaded.problems).toEqual([]);
          expect(loaded.failedFiles).toEqual([]);
          expect([...loaded.disabled.keys()]).toEqual([]);
          expect([...loaded.servers.keys()]).toEqual(order);
          for (const [name, w] of winner) {
            // Strict equality: a field present only in a lower definition would show up here.
            expect(loaded.servers.get(name)).toStrictEqual(expectedServer(name, w.raw, w.origin));
          }
        } finally {
          removeTempRoot(world.root);
        }
      }),
      { numRuns: runs(40) },
    );
  });

  it("never lets an untrusted project file contribute, and lists each existing one as ignored", () => {
    fc.assert(
      fc.property(layersArb, fc.boolean(), fc.boolean(), (layers, trusted, customAgentDir) => {
        const world = makeWorld(customAgentDir);
        try {
          writeLayers(world, layers);
          const loaded = load(world, trusted);
          const ignored = CONFIG_SOURCES.flatMap((s, i) =>
            !trusted && s.scope === "project" && layers[i] !== undefined ? [world.paths[i] as string] : [],
          );
          expect(loaded.ignoredProjectFiles).toEqual(ignored);
          expect(loaded.sources.map((s) => [s.path, s.status, s.servers])).toEqual(
            CONFIG_SOURCES.map((_, i) => {
              const layer = layers[i];
              const path = world.paths[i] as string;
              if (layer === undefined) return [path, "missing", []];
              return contributes(i, trusted) ? [path, "read", layer.map(([n]) => n)] : [path, "ignored", []];
            }),
          );
          if (!trusted) {
            for (const s of loaded.servers.values()) expect(s.origin.scope).toBe("global");
            const globalNames = new Set(
              layers.flatMap((l, i) => (l !== undefined && contributes(i, false) ? l.map(([n]) => n) : [])),
            );
            for (const name of loaded.servers.keys()) expect(globalNames.has(name)).toBe(true);
          }
        } finally {
          removeTempRoot(world.root);
        }
      }),
      { numRuns: runs(40) },
    );
  });

  it("disables a name whose highest definition is invalid; no lower definition comes back", () => {
    // Both transports at once is invalid in any file; the name must be disabled, not replaced.
    const invalid: McpServer = { command: "node", url: "https://example.com/mcp" };
    fc.assert(
      fc.property(layersArb, fc.constantFrom(...SERVER_NAMES), fc.boolean(), (layers, name, trusted) => {
        const top = layers.reduce<number>((best, l, i) => (l !== undefined && contributes(i, trusted) ? i : best), -1);
        fc.pre(top >= 0);
        const edited = layers.map((l, i) =>
          i === top && l !== undefined ? [...l.filter(([n]) => n !== name), [name, invalid] as const] : l,
        );
        const world = makeWorld(false);
        try {
          writeLayers(world, edited);
          const loaded = load(world, trusted);
          expect(loaded.servers.has(name)).toBe(false);
          expect(loaded.disabled.get(name)?.origin.file).toBe(world.paths[top]);
          expect(loaded.problems.length).toBeGreaterThan(0);
          for (const p of loaded.problems) expect(p.server).toBe(name);
          const others = new Set(
            edited
              .flatMap((l, i) => (l !== undefined && contributes(i, trusted) ? l.map(([n]) => n) : []))
              .filter((n) => n !== name),
          );
          expect(new Set(loaded.servers.keys())).toEqual(others);
        } finally {
          removeTempRoot(world.root);
        }
      }),
      { numRuns: runs(40) },
    );
  });
});
