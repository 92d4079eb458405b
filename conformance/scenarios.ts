// The client scenarios of the pinned @modelcontextprotocol/conformance (0.2.0-alpha.12), each either
// in scope (run by `npm run conformance` and test/conformance at every revision listed, must pass)
// or out of scope with the reason. A test checks that this file's copy of what the pinned version
// lists (`list --client`, `list --requirements 2026-07-28`) is exact and that every scenario it lists
// is classified, so an upgrade that adds scenarios fails until this table (and its summary in
// docs/conformance.md) is updated.

/** The revisions a scenario is run at: `--spec-version` of the runner,
 * MCP_CONFORMANCE_PROTOCOL_VERSION of the client. */
type Revision = "2025-11-25" | "2026-07-28";

export interface InScopeScenario {
  readonly name: string;
  readonly scope: "in";
  /** Run once per revision: 2025-11-25 is the initialize handshake (`protocolVersion: "legacy"`),
   * 2026-07-28 the stateless era (pinned). */
  readonly revisions: readonly Revision[];
  /** What the harness does with the adapter (client.ts implements it). */
  readonly drives: string;
  /** Check ids that must be present in checks.json with status SUCCESS. */
  readonly requiredChecks: readonly string[];
}

interface OutOfScopeScenario {
  readonly name: string;
  readonly scope: "out";
  readonly reason: string;
  /**
   * What a manual run shows. All fail with the pinned version; "vacuous pass" is for a scenario whose
   * checks pass only because the adapter does not do what it tests (0.1.16's auth/resource-mismatch).
   */
  readonly expected: "fail" | "vacuous pass";
}

export type Scenario = InScopeScenario | OutOfScopeScenario;

/** One run: a scenario at one revision. */
export interface ScenarioRun {
  readonly scenario: string;
  readonly revision: Revision;
}

export const IN_SCOPE: readonly InScopeScenario[] = [
  {
    name: "initialize",
    scope: "in",
    revisions: ["2025-11-25"],
    drives: "`{}` status, then `{server}` (tools.list): connect, initialize handshake, tools/list",
    requiredChecks: ["mcp-client-initialization"],
  },
  {
    name: "tools_call",
    scope: "in",
    revisions: ["2025-11-25", "2026-07-28"],
    drives:
      "`{server}` lists add_numbers, `describe`, then `{server, tool: add_numbers, args: {a: 5, b: 3}}` returns 8",
    requiredChecks: ["tool-add-numbers", "wire-schema-valid"],
  },
  {
    name: "sse-retry",
    scope: "in",
    revisions: ["2025-11-25"],
    drives:
      "`{server}` lists test_reconnection, then calls it; the server closes the POST SSE stream and the reply arrives on the GET stream the transport reopens after `retry:` with Last-Event-ID",
    requiredChecks: ["client-sse-graceful-reconnect", "client-sse-retry-timing", "client-sse-last-event-id"],
  },
  {
    name: "request-metadata",
    scope: "in",
    revisions: ["2026-07-28"],
    drives:
      "`{}` then `{server}`: the first request is refused with -32022 (supported: 2026-07-28) and the client retries at 2026-07-28; every POST carries MCP-Protocol-Version equal to `_meta` protocolVersion, clientCapabilities and clientInfo",
    requiredChecks: [
      "sep-2575-http-client-sends-version-header",
      "sep-2575-client-populates-meta",
      "sep-2575-client-sends-client-info",
      "sep-2575-http-version-header-matches-meta",
      "sep-2575-client-retry-supported-version",
    ],
  },
  {
    name: "http-standard-headers",
    scope: "in",
    revisions: ["2026-07-28"],
    drives:
      "lists tools, calls test_headers and my-hyphenated-tool, lists and reads a resource, lists and gets a prompt: every POST carries Mcp-Method, and tools/call, resources/read and prompts/get carry Mcp-Name",
    requiredChecks: ["sep-2243-client-includes-standard-headers"],
  },
  {
    name: "http-custom-headers",
    scope: "in",
    revisions: ["2026-07-28"],
    drives:
      "calls test_custom_headers and test_custom_headers_null with the arguments MCP_CONFORMANCE_CONTEXT gives: x-mcp-header parameters are mirrored into Mcp-Param-* headers (numbers and booleans as text, unsafe values base64, null omitted)",
    requiredChecks: [
      "sep-2243-client-supports-custom-headers",
      "sep-2243-client-mirrors-designated-params",
      "sep-2243-client-encode-values",
      "sep-2243-client-base64-unsafe",
      "sep-2243-client-omit-null",
    ],
  },
  {
    name: "http-invalid-tool-headers",
    scope: "in",
    revisions: ["2026-07-28"],
    drives:
      "`{server}` lists only valid_tool (the 11 tools with an invalid x-mcp-header are excluded), calls it, and every call to an excluded tool is refused with MCPA_TOOL_UNKNOWN before anything is sent",
    requiredChecks: [
      "sep-2243-client-reject-invalid-tool",
      "sep-2243-x-mcp-header-not-empty",
      "sep-2243-x-mcp-header-primitive-only",
      "sep-2243-x-mcp-header-unique",
      "sep-2243-x-mcp-header-charset",
    ],
  },
  {
    name: "json-schema-ref-no-deref",
    scope: "in",
    revisions: ["2026-07-28"],
    drives:
      "lists and describes lookup_user, whose inputSchema has a network `$ref`: the schema is shown as is and the canary URL is never fetched",
    requiredChecks: ["sep-2106-no-network-ref-deref"],
  },
  {
    name: "json-schema-2020-12-preservation",
    scope: "in",
    revisions: ["2025-11-25", "2026-07-28"],
    drives:
      "describes json_schema_2020_12_tool and sends the inputSchema `describe` printed back through json_schema_echo: `$schema`, `$defs`, `additionalProperties` (and at 2026-07-28 `$anchor`, composition and conditionals) survive",
    requiredChecks: [
      "json-schema-2020-12-client-tool-found",
      "json-schema-2020-12-client-echo-completed",
      "json-schema-2020-12-client-$schema-preserved",
      "json-schema-2020-12-client-$defs-preserved",
    ],
  },
];

/** Every in-scope scenario at every revision it is run at, in table order. */
export const IN_SCOPE_RUNS: readonly ScenarioRun[] = IN_SCOPE.flatMap((s) =>
  s.revisions.map((revision) => ({ scenario: s.name, revision })),
);

const ELICITATION =
  "Sampling and elicitation are not supported (out of scope upstream, and kept out by this adapter): it declares no client capabilities, so the server's elicitation/create is answered `Method not found` (-32601) and all 6 checks fail.";
const INPUT_REQUIRED =
  "Input requests (SEP-2322, `input_required` with `inputRequests` and `requestState`) need elicitation, sampling or roots answered, and the adapter declares no client capabilities: such a result ends with MCPA_RUNTIME_INPUT_REQUIRED (the connection stays). A manual run calls the tool that needs no input (sep-2322-client-parallel-isolation succeeds), the one that asks for input (refused with that error, so the echo and retry checks fail: no retry is ever sent), and the one whose result has no `resultType`, which the official client 2.4.0 refuses at 2026-07-28 as an invalid result (MCPA_RUNTIME_REQUEST_FAILED) where the scenario expects it read as complete; sep-2322-default-result-type-complete succeeds anyway, since it only asserts that no retry follows.";
const SKILLS =
  "The skills extension (SEP-2640, `io.modelcontextprotocol/skills`, an extension not required by any revision) is not implemented: the adapter never calls skills/list, so the scenario has nothing to judge (its only check is SKIPPED or fails).";
const OAUTH =
  "OAuth is not supported (out of scope until Travis234 has a credential-broker and refresh-token contract; oauth config fields are rejected with MCPA_CONFIG_UNSUPPORTED_FEATURE): a token goes in a header that references an environment variable. These scenarios need an OAuth client, so the adapter stops at the server's 401 (MCPA_RUNTIME_CONNECT_FAILED).";

/**
 * Every client scenario `conformance list --client` shows for the pinned version, in its order, with
 * the revisions (or `extension`) it applies to.
 */
export const PINNED_CLIENT_SCENARIOS: Readonly<Record<string, readonly string[]>> = {
  initialize: ["2025-06-18", "2025-11-25"],
  tools_call: ["2025-06-18", "2025-11-25", "2026-07-28"],
  "elicitation-sep1034-client-defaults": ["2025-11-25"],
  "sse-retry": ["2025-11-25"],
  "request-metadata": ["2026-07-28"],
  "auth/metadata-default": ["2025-11-25", "2026-07-28"],
  "auth/metadata-var1": ["2025-11-25", "2026-07-28"],
  "auth/metadata-var2": ["2025-11-25", "2026-07-28"],
  "auth/metadata-var3": ["2025-11-25", "2026-07-28"],
  "auth/basic-cimd": ["2025-11-25", "2026-07-28"],
  "auth/scope-from-www-authenticate": ["2025-11-25", "2026-07-28"],
  "auth/scope-from-scopes-supported": ["2025-11-25", "2026-07-28"],
  "auth/scope-omitted-when-undefined": ["2025-11-25", "2026-07-28"],
  "auth/scope-step-up": ["2025-11-25", "2026-07-28"],
  "auth/scope-retry-limit": ["2025-11-25", "2026-07-28"],
  "auth/token-endpoint-auth-basic": ["2025-06-18", "2025-11-25", "2026-07-28"],
  "auth/token-endpoint-auth-post": ["2025-06-18", "2025-11-25", "2026-07-28"],
  "auth/token-endpoint-auth-none": ["2025-06-18", "2025-11-25", "2026-07-28"],
  "auth/pre-registration": ["2025-11-25", "2026-07-28"],
  "auth/2025-03-26-oauth-metadata-backcompat": ["2025-03-26"],
  "auth/2025-03-26-oauth-endpoint-fallback": ["2025-03-26"],
  "auth/resource-mismatch": ["2026-07-28"],
  "auth/offline-access-scope": ["2026-07-28"],
  "auth/offline-access-not-supported": ["2026-07-28"],
  "auth/authorization-server-migration": ["2026-07-28"],
  "auth/iss-supported": ["2026-07-28"],
  "auth/iss-not-advertised": ["2026-07-28"],
  "auth/iss-supported-missing": ["2026-07-28"],
  "auth/iss-wrong-issuer": ["2026-07-28"],
  "auth/iss-unexpected": ["2026-07-28"],
  "auth/iss-normalized": ["2026-07-28"],
  "auth/metadata-issuer-mismatch": ["2026-07-28"],
  "auth/client-credentials-jwt": ["extension"],
  "auth/client-credentials-basic": ["extension"],
  "auth/enterprise-managed-authorization": ["extension"],
  "auth/dpop": ["extension"],
  "auth/dpop-nonce": ["extension"],
  "auth/wif-jwt-bearer": ["extension"],
  "sep-2322-client-request-state": ["2026-07-28"],
  "http-standard-headers": ["2026-07-28"],
  "http-custom-headers": ["2026-07-28"],
  "http-invalid-tool-headers": ["2026-07-28"],
  "json-schema-ref-no-deref": ["2026-07-28"],
  "json-schema-2020-12-preservation": ["2025-11-25", "2026-07-28"],
  "sep-2640-client-no-prefetch": ["extension"],
  "sep-2640-client-verify-digest": ["extension"],
  "sep-2640-client-verify-size": ["extension"],
  "sep-2640-client-verify-frontmatter": ["extension"],
};

/** The client scenarios `conformance list --requirements 2026-07-28` names as required (frozen at that release). */
export const REQUIRED_2026_07_28: readonly string[] = [
  "tools_call",
  "request-metadata",
  "auth/metadata-default",
  "auth/metadata-var1",
  "auth/metadata-var2",
  "auth/metadata-var3",
  "auth/basic-cimd",
  "auth/scope-from-www-authenticate",
  "auth/scope-from-scopes-supported",
  "auth/scope-omitted-when-undefined",
  "auth/scope-step-up",
  "auth/scope-retry-limit",
  "auth/token-endpoint-auth-basic",
  "auth/token-endpoint-auth-post",
  "auth/token-endpoint-auth-none",
  "auth/pre-registration",
  "auth/resource-mismatch",
  "auth/offline-access-scope",
  "auth/offline-access-not-supported",
  "auth/authorization-server-migration",
  "auth/iss-supported",
  "auth/iss-not-advertised",
  "auth/iss-supported-missing",
  "auth/iss-wrong-issuer",
  "auth/iss-unexpected",
  "auth/iss-normalized",
  "auth/metadata-issuer-mismatch",
  "sep-2322-client-request-state",
  "http-standard-headers",
  "http-custom-headers",
  "http-invalid-tool-headers",
  "json-schema-ref-no-deref",
];

/** The classification of one scenario name, or undefined for a name this table does not know. */
export function classify(name: string): Scenario | undefined {
  const inScope = IN_SCOPE.find((s) => s.name === name);
  if (inScope) return inScope;
  if (name === "elicitation-sep1034-client-defaults")
    return { name, scope: "out", reason: ELICITATION, expected: "fail" };
  if (name === "sep-2322-client-request-state") return { name, scope: "out", reason: INPUT_REQUIRED, expected: "fail" };
  if (name.startsWith("sep-2640-")) return { name, scope: "out", reason: SKILLS, expected: "fail" };
  if (name.startsWith("auth/")) return { name, scope: "out", reason: OAUTH, expected: "fail" };
  return undefined;
}
