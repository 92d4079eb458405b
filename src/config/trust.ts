// Whether project files (.mcp.json, .travis234/mcp.json) count (see docs/architecture.md, "Project trust").
// They can start any command, so they count only after an explicit decision: the host's saved decision for
// the project or a parent, a process-level approval (-a), or the defaultProjectTrust "always" setting. The
// host's own "trusted" answer is not enough: Travis234 also gives it for a project that holds nothing the
// host itself gates, which is exactly what a fresh clone with only .mcp.json looks like.

/** What the host knows, as the shim passes it in the sidecar's initialize (spec/sidecar-protocol.yaml). */
export interface TrustInputs {
  /** The host's answer (is_project_trusted()). */
  readonly hostTrusted: boolean;
  /** The trust store's decision for the project or its nearest parent; null or absent: none saved. */
  readonly savedTrust?: boolean | null;
  /** -a/--approve (true) or -na/--no-approve (false) of the host process; null or absent: neither. */
  readonly approval?: boolean | null;
  /** The host's defaultProjectTrust setting. */
  readonly defaultProjectTrust?: "always" | "never" | "ask";
  /** The project holds resources the host gates itself, so hostTrusted is a decision, not implied. */
  readonly hostGated?: boolean;
}

/**
 * Why the project is (not) trusted. `approval`, `saved`, `setting`, `host-decision` and `cli` are
 * explicit decisions; `declined` means the host or a saved decision said no; `undecided` means
 * nobody decided (the host's implicit answer included).
 */
export type TrustBasis = "approval" | "saved" | "setting" | "host-decision" | "cli" | "declined" | "undecided";

export interface TrustDecision {
  readonly trusted: boolean;
  readonly basis: TrustBasis;
}

const decision = (trusted: boolean, basis: TrustBasis): TrustDecision => Object.freeze({ trusted, basis });

/** The host's inputs to one decision; a "no" from any explicit source wins over a later "yes". */
export function decideProjectTrust(i: TrustInputs): TrustDecision {
  // The host not trusting the project (-na, a saved "no", a declined prompt) is final.
  if (!i.hostTrusted || i.approval === false) return decision(false, "declined");
  if (i.approval === true) return decision(true, "approval");
  if (i.savedTrust === true) return decision(true, "saved");
  // A saved "no" stands even where the host answered "trusted" because nothing of its own is gated.
  if (i.savedTrust === false) return decision(false, "declined");
  if (i.defaultProjectTrust === "always") return decision(true, "setting");
  if (i.defaultProjectTrust === "never") return decision(false, "declined");
  if (i.hostGated === true) return decision(true, "host-decision");
  return decision(false, "undecided");
}

/** The command line's --trusted: the person running it decides for that run. */
export function cliTrust(trusted: boolean): TrustDecision {
  return decision(trusted, trusted ? "cli" : "undecided");
}

/** Every way to trust a project, for status and check (docs/configuration.md says the same). */
export const TRUST_HOW_TO =
  'trust the project with /trust then /reload in the Travis234 TUI (choose "Trust", which is saved), start travis234 with -a, ' +
  'add the project directory (or a parent) with true to <agent dir>/trust.json, or set "defaultProjectTrust": "always" in <agent dir>/settings.json';
