// Era negotiation per server: the protocolVersion setting as the client's negotiation options (the
// probe bounded by the connect), the verdict worth keeping, the unwrapped cause of a failure, and
// which failures are a pinned revision the server did not offer.
import { SdkError, SdkErrorCode } from "@modelcontextprotocol/client";
import { describe, expect, it } from "vitest";
import { LIMIT_VALUES } from "../../../generated/limits.js";
import type { ServerConfig } from "../../../src/config/index.js";
import { AdapterError } from "../../../src/errors/index.js";
import {
  connectBoundMs,
  isPinMismatch,
  negotiated,
  negotiationOptions,
  protocolSetting,
  unwrapNegotiation,
} from "../../../src/runtime/negotiation.js";
import { TransportFailure } from "../../../src/runtime/stdio-transport.js";

const PROBE = LIMIT_VALUES["connect.probeTimeoutMs"];
const server = (protocolVersion?: string): ServerConfig =>
  ({
    name: "s",
    origin: "global",
    transport: "stdio",
    command: "x",
    args: [],
    env: {},
    reconnect: { automatic: false, maxAttempts: 1, baseDelayMs: 100 },
    ...(protocolVersion === undefined ? {} : { protocolVersion }),
  }) as unknown as ServerConfig;

/** The parts of the client that negotiated() reads. */
const client = (era: string, version: string | undefined, discover: unknown) =>
  ({
    getProtocolEra: () => era,
    getNegotiatedProtocolVersion: () => version,
    getDiscoverResult: () => discover,
  }) as unknown as Parameters<typeof negotiated>[0];

const eraFailed = (cause?: unknown): SdkError => {
  const e = new SdkError(SdkErrorCode.EraNegotiationFailed, "negotiation failed");
  if (cause !== undefined) (e as { cause?: unknown }).cause = cause;
  return e;
};

describe("protocolSetting", () => {
  it("is the configured value, auto when absent", () => {
    expect(protocolSetting(server())).toBe("auto");
    expect(protocolSetting(server("legacy"))).toBe("legacy");
    expect(protocolSetting(server("2026-07-28"))).toBe("2026-07-28");
  });
});

describe("negotiationOptions", () => {
  it("legacy never probes", () => {
    expect(negotiationOptions(server("legacy"), 30_000)).toEqual({ mode: "legacy" });
  });

  it("auto over stdio waits connect.probeTimeoutMs before offering the 2025 handshake too, never past the bound", () => {
    expect(negotiationOptions(server(), 30_000)).toEqual({ mode: "auto", probe: { timeoutMs: PROBE, maxRetries: 0 } });
    expect(negotiationOptions(server("auto"), 2_000)).toEqual({
      mode: "auto",
      probe: { timeoutMs: 2_000, maxRetries: 0 },
    });
  });

  it("a pin (no fallback) and HTTP (no reason to guess) wait for the probe's answer up to the whole bound", () => {
    const http = { ...server(), transport: "http", url: "http://127.0.0.1:1/mcp" } as unknown as ServerConfig;
    expect(negotiationOptions(server("2026-07-28"), 2_000)).toEqual({
      mode: { pin: "2026-07-28" },
      probe: { timeoutMs: 2_000, maxRetries: 0 },
    });
    expect(negotiationOptions(server("2026-07-28"), PROBE + 1)).toEqual({
      mode: { pin: "2026-07-28" },
      probe: { timeoutMs: PROBE + 1, maxRetries: 0 },
    });
    expect(negotiationOptions(http, PROBE * 3)).toEqual({
      mode: "auto",
      probe: { timeoutMs: PROBE * 3, maxRetries: 0 },
    });
  });

  it("the connect bound is requestTimeoutMs when set, else connect.defaultTimeoutMs", () => {
    expect(connectBoundMs(server())).toBe(LIMIT_VALUES["connect.defaultTimeoutMs"]);
    expect(connectBoundMs({ ...server(), requestTimeoutMs: 1_234 } as ServerConfig)).toBe(1_234);
  });
});

describe("negotiated", () => {
  const discover = { supportedVersions: ["2026-07-28"] };
  it("a modern connect with a discover result keeps a modern verdict", () => {
    expect(negotiated(client("modern", "2026-07-28", discover), server())).toEqual({
      era: "modern",
      version: "2026-07-28",
      verdict: { kind: "modern", discover },
    });
  });
  it("a legacy connect after a probe keeps a legacy verdict", () => {
    expect(negotiated(client("legacy", "2025-11-25", undefined), server())).toEqual({
      era: "legacy",
      version: "2025-11-25",
      verdict: { kind: "legacy" },
    });
    // Modern without a discover result (nothing to reuse): the verdict is legacy.
    expect(negotiated(client("modern", "2026-07-28", undefined), server()).verdict).toEqual({ kind: "legacy" });
  });
  it("legacy mode never probed: no verdict to keep; any era other than modern reads as legacy", () => {
    expect(negotiated(client("legacy", "2025-11-25", undefined), server("legacy"))).toEqual({
      era: "legacy",
      version: "2025-11-25",
      verdict: undefined,
    });
    expect(negotiated(client("unknown", undefined, discover), server("legacy")).era).toBe("legacy");
  });
});

describe("unwrapNegotiation", () => {
  it("returns our own cause (an adapter error, a transport failure) from inside the SDK's negotiation errors", () => {
    const adapter = new AdapterError("MCPA_RUNTIME_REDIRECT", { server: "s" });
    const died = new TransportFailure("exit", "code 3");
    expect(unwrapNegotiation(eraFailed(adapter))).toBe(adapter);
    expect(unwrapNegotiation(eraFailed(died))).toBe(died);
    expect(unwrapNegotiation(eraFailed(eraFailed(died)))).toBe(died);
  });

  it("keeps anything else as it is: other errors, a negotiation error without a cause, a foreign cause", () => {
    const other = new SdkError(SdkErrorCode.RequestTimeout, "timed out");
    expect(unwrapNegotiation(other)).toBe(other);
    const bare = eraFailed();
    expect(unwrapNegotiation(bare)).toBe(bare);
    const plain = new Error("plain");
    expect(unwrapNegotiation(plain)).toBe(plain);
    // A cause that is neither ours nor a negotiation error is the answer.
    const foreign = new Error("foreign");
    expect(unwrapNegotiation(eraFailed(foreign))).toBe(foreign);
  });

  it("stops after a bounded depth", () => {
    let e: unknown = new TransportFailure("exit", "deep");
    for (let i = 0; i < 10; i++) e = eraFailed(e);
    expect(unwrapNegotiation(e)).toBeInstanceOf(SdkError);
    let shallow: unknown = new TransportFailure("exit", "shallow");
    for (let i = 0; i < 4; i++) shallow = eraFailed(shallow);
    expect(unwrapNegotiation(shallow)).toBeInstanceOf(TransportFailure);
    // One level more than the bound: the answer is the error four causes down, not looked into.
    const five = eraFailed(shallow);
    let fourDown: unknown = five;
    for (let i = 0; i < 4; i++) fourDown = (fourDown as { cause?: unknown }).cause;
    expect(fourDown).toBeInstanceOf(SdkError);
    expect(unwrapNegotiation(five)).toBe(fourDown);
  });

  it("never looks inside an error that is not a negotiation failure, whatever its cause", () => {
    const timeout = new SdkError(SdkErrorCode.RequestTimeout, "timed out");
    (timeout as { cause?: unknown }).cause = new TransportFailure("exit", "inside");
    expect(unwrapNegotiation(timeout)).toBe(timeout);
  });
});

describe("isPinMismatch", () => {
  it("only a negotiation failure of a pinned server", () => {
    expect(isPinMismatch(eraFailed(), server("2026-07-28"))).toBe(true);
    expect(isPinMismatch(eraFailed(), server())).toBe(false);
    expect(isPinMismatch(eraFailed(), server("auto"))).toBe(false);
    expect(isPinMismatch(eraFailed(), server("legacy"))).toBe(false);
    expect(isPinMismatch(new SdkError(SdkErrorCode.RequestTimeout, "t"), server("2026-07-28"))).toBe(false);
    expect(isPinMismatch(new Error("x"), server("2026-07-28"))).toBe(false);
  });
});
