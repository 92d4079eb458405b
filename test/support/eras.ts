// The protocol eras the test servers speak: the rows of the fixture's era dimension (what it
// speaks, what the entry asks for, what the connection must end up on), and the eras of the
// hostile server with the check that it really spoke the one its row names.
import { expect } from "vitest";

export interface EraRow {
  readonly fixture: "legacy" | "modern" | "dual";
  readonly protocolVersion?: string;
  readonly era: "legacy" | "modern";
  readonly version: string;
}

export const ERA_ROWS: readonly EraRow[] = [
  { fixture: "legacy", era: "legacy", version: "2025-11-25" },
  { fixture: "modern", era: "modern", version: "2026-07-28" },
  { fixture: "modern", protocolVersion: "2026-07-28", era: "modern", version: "2026-07-28" },
  { fixture: "dual", era: "modern", version: "2026-07-28" },
  { fixture: "dual", protocolVersion: "legacy", era: "legacy", version: "2025-11-25" },
];

export const eraLabel = (r: EraRow): string => `${r.fixture} fixture, protocolVersion ${r.protocolVersion ?? "(auto)"}`;

/** The wire eras the hostile server speaks (HOSTILE_ERA): the 2025 handshake, or 2026-07-28 only. */
export const ERAS = ["legacy", "modern"] as const;
export type HostileEra = (typeof ERAS)[number];

/**
 * The hostile server's events prove it spoke the era its row names: a modern-only server saw
 * server/discover, never initialize, and every request claimed 2026-07-28 in its `_meta` (over
 * HTTP with matching standard headers); a legacy one saw the handshake.
 */
export function expectSpokeEra(events: readonly string[], era: HostileEra): void {
  const requests = events.filter((l) => l.startsWith("request "));
  expect(requests.length).toBeGreaterThan(0);
  if (era === "modern") {
    expect(requests).toContain("request server/discover");
    expect(requests).not.toContain("request initialize");
    expect(events.filter((l) => l.startsWith("no-meta ") || l.startsWith("header-mismatch "))).toEqual([]);
  } else {
    expect(requests).toContain("request initialize");
  }
}
