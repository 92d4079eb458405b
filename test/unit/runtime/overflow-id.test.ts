// Whose reply was an over-long stdio line: from its first and last bytes only, as the line reader
// keeps them. Table-driven with the byte orders real SDKs write, and through the LineReader.
import { describe, expect, it } from "vitest";
import { LIMIT_VALUES } from "../../../generated/limits.js";
import { LineReader } from "../../../src/runtime/line-reader.js";
import { overflowOrigin } from "../../../src/runtime/overflow-id.js";

const SCAN = LIMIT_VALUES["stdio.overflowScanBytes"];
const big = "x".repeat(4 * SCAN);

describe("overflowOrigin", () => {
  const cases: [string, string, unknown][] = [
    [
      "Python SDK order: jsonrpc, id first",
      `{"jsonrpc":"2.0","id":7,"result":{"content":[{"type":"text","text":"${big}"}]}}`,
      { kind: "response", id: 7 },
    ],
    [
      "TypeScript SDK order: id last",
      `{"result":{"content":[{"type":"text","text":"${big}"}]},"jsonrpc":"2.0","id":12}`,
      { kind: "response", id: 12 },
    ],
    ["a string id", `{"result":{"t":"${big}"},"jsonrpc":"2.0","id":"req-\\"9"}`, { kind: "response", id: 'req-"9' }],
    ["an error reply", `{"jsonrpc":"2.0","id":3,"error":{"code":1,"message":"${big}"}}`, { kind: "response", id: 3 }],
    [
      "a nested id is not the reply's id",
      `{"result":{"items":[{"id":5,"t":"${big}"}],"meta":{"id":6}},"jsonrpc":"2.0"}`,
      { kind: "unknown" },
    ],
    [
      "a notification",
      `{"jsonrpc":"2.0","method":"notifications/message","params":{"data":"${big}"}}`,
      { kind: "server-message" },
    ],
    [
      "a server request with its id first",
      `{"jsonrpc":"2.0","id":0,"method":"sampling/createMessage","params":{"t":"${big}"}}`,
      { kind: "server-message" },
    ],
    [
      "a server request with its id last",
      `{"method":"sampling/createMessage","params":{"t":"${big}"},"jsonrpc":"2.0","id":0}`,
      { kind: "server-message" },
    ],
    ["not JSON at all", big, { kind: "unknown" }],
    ["a fractional id is not an id", `{"result":{"t":"${big}"},"jsonrpc":"2.0","id":1.5}`, { kind: "unknown" }],
  ];
  for (const [name, line, want] of cases) {
    it(name, () => {
      expect(overflowOrigin(line.slice(0, SCAN), line.slice(-SCAN))).toEqual(want);
      // Through the reader, in chunks of any size, with a bound smaller than the line.
      for (const chunk of [1000, 97, line.length]) {
        const r = new LineReader(SCAN * 2);
        const bytes = Buffer.from(`${line}\n{"ok":1}\n`);
        const events = [];
        for (let i = 0; i < bytes.length; i += chunk) events.push(...r.push(bytes.subarray(i, i + chunk)));
        expect(events).toEqual([
          { kind: "overflow", origin: want },
          { kind: "line", line: '{"ok":1}' },
        ]);
      }
    });
  }

  it("decides from the first bytes when it can, before the line ends", () => {
    const r = new LineReader(SCAN * 2);
    expect(r.push(Buffer.from(`{"jsonrpc":"2.0","id":4,"result":"${big}`))).toEqual([
      { kind: "overflow", origin: { kind: "response", id: 4 } },
    ]);
    expect(r.push(Buffer.from(`${big}"}\n`))).toEqual([]);
    const flood = new LineReader(SCAN * 2);
    expect(flood.push(Buffer.from(big))).toEqual([{ kind: "overflow", origin: { kind: "unknown" } }]);
  });
});
