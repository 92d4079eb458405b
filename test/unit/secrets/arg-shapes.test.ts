// Literal credentials in args by their shape (spec/credentials.yaml argumentShapes), given/want: the
// forms servers document (server-postgres's URL, supabase's --access-token, tokens by prefix, an
// Authorization header handed to mcp-remote), and what must not be taken for one. The redacted form
// keeps everything but the secret.
import { describe, expect, it } from "vitest";
import { argCredentials, redactArgs } from "../../../src/secrets/index.js";

const ROWS: ReadonlyArray<readonly [string, readonly string[], readonly string[]]> = [
  ["a password in a URI", ["postgresql://app:s3cretPw@db/app"], ["postgresql://app:[redacted:args[0]]@db/app"]],
  ["a flag's value after it", ["--access-token", "sbp_0123456789abcdef01"], ["--access-token", "[redacted:args[1]]"]],
  ["a flag's value after =", ["--api-key=abc"], ["--api-key=[redacted:args[0]]"]],
  ["--password", ["--password", "hunter2"], ["--password", "[redacted:args[1]]"]],
  ["--token", ["--token", "t0k"], ["--token", "[redacted:args[1]]"]],
  ["a prefixed flag (--github-token)", ["--github-token", "abc"], ["--github-token", "[redacted:args[1]]"]],
  ["ghp_", ["ghp_0123456789abcdefABCD"], ["[redacted:args[0]]"]],
  ["github_pat_", ["x=github_pat_0123456789abcdef"], ["x=[redacted:args[0]]"]],
  ["sk-", ["sk-proj-0123456789abcdef"], ["[redacted:args[0]]"]],
  ["xoxb-", ["xoxb-0123456789-abcdef"], ["[redacted:args[0]]"]],
  [
    "an Authorization header for mcp-remote",
    ["--header", "Authorization: Bearer abcdefghijklmnop"],
    ["--header", "Authorization: [redacted:args[1]]"],
  ],
  ["a Bearer value anywhere", ["X-Auth=Bearer abcdefghijklmnop"], ["X-Auth=Bearer [redacted:args[0]]"]],
];

const NOT: ReadonlyArray<readonly [string, readonly string[]]> = [
  ["a reference (the server expands it)", ["--header", "Authorization:${AUTH_HEADER}"]],
  ["a reference in a URI", ["postgresql://app:${PW}@db/app"]],
  ["a URI without a password", ["postgresql://app@db/app", "https://example.com/mcp"]],
  ["--max-tokens is a number of tokens", ["--max-tokens", "100"]],
  ["--token-file names a file", ["--token-file", "/run/secrets/t"]],
  ["a flag followed by another flag", ["--token", "--verbose"]],
  ["a short word after a prefix", ["sk-learn", "task-runner"]],
  [
    "a name that starts like a token, with no digit",
    ["-c", 'echo "npm_config_offline=$(printenv npm_config_offline)"'],
  ],
  ["a package name", ["-y", "@modelcontextprotocol/server-github"]],
];

describe("literal credentials in args, by shape", () => {
  it.each(ROWS)("%s", (_, args, redacted) => {
    expect(argCredentials(args).length).toBeGreaterThan(0);
    expect(redactArgs(args)).toEqual(redacted);
  });
  it.each(NOT)("not a credential: %s", (_, args) => {
    expect(argCredentials(args)).toEqual([]);
    expect(redactArgs(args)).toEqual(args);
  });
});
