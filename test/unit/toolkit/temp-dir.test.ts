// The test toolkit's self-cleaning temporary directory (test/support/temp.ts): one made in a test
// is still there in that test's afterEach and gone before the next test; one made outside a test,
// or asked for the file, lasts until the file's end.
import { existsSync } from "node:fs";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { tempDir } from "../../support/temp.js";

const ofTheFile = tempDir("temp-dir-test-file-");
let inBeforeAll = "";
let inTest = "";
let keptForTheFile = "";
let seenInAfterEach: boolean | undefined;

beforeAll(() => {
  inBeforeAll = tempDir("temp-dir-test-before-all-");
});

describe("tempDir", () => {
  afterEach(() => {
    if (inTest !== "" && seenInAfterEach === undefined) seenInAfterEach = existsSync(inTest);
  });

  it("makes a fresh, empty directory for the test", () => {
    inTest = tempDir("temp-dir-test-");
    keptForTheFile = tempDir("temp-dir-test-kept-", { scope: "file" });
    expect(existsSync(inTest)).toBe(true);
    expect(inTest).not.toBe(tempDir("temp-dir-test-"));
  });

  it("removed the previous test's directory after its afterEach had run, and kept the file's", () => {
    expect(seenInAfterEach).toBe(true);
    expect(existsSync(inTest)).toBe(false);
    expect(existsSync(keptForTheFile)).toBe(true);
    expect(existsSync(ofTheFile)).toBe(true);
    expect(existsSync(inBeforeAll)).toBe(true);
  });
});
