// The conversion context the results tests hand to the converters: server "fx", operation "call",
// a Redactor of the test's planted secrets and a SpillStore on a fresh base from tempDir(). Every
// store made here is closed by the afterEach this module registers when a test file imports it,
// so its deferred writes end before tempDir removes the base (after every afterEach of the test).
import { afterEach } from "vitest";
import type { ConvertContext } from "../../src/results/content.js";
import { SpillStore } from "../../src/results/spills.js";
import type { ResolvedSecret } from "../../src/secrets/index.js";
import { Redactor } from "../../src/secrets/index.js";
import { tempDir } from "./temp.js";

const open: SpillStore[] = [];

afterEach(() => {
  for (const s of open.splice(0)) s.close();
});

/** A spill store on `base` (with the spec's quota unless one is given), closed when the test ends. */
export function spillStoreOn(base: string, quota?: number): SpillStore {
  const s = quota === undefined ? new SpillStore(base) : new SpillStore(base, quota);
  open.push(s);
  return s;
}

interface ContextOptions extends Partial<Omit<ConvertContext, "spills" | "redactor">> {
  /** The temp directory's prefix, named after the test file. */
  readonly prefix: string;
  readonly secrets?: readonly ResolvedSecret[];
  readonly quota?: number | undefined;
}

/** A fresh conversion context; the fields of `o` other than prefix, secrets and quota override its defaults. */
export function resultsContext(o: ContextOptions): ConvertContext & { readonly spills: SpillStore } {
  const { prefix, secrets = [], quota, ...rest } = o;
  return {
    server: "fx",
    operation: "call",
    spills: spillStoreOn(tempDir(prefix), quota),
    redactor: new Redactor(secrets),
    ...rest,
  };
}
