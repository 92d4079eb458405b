// The command line's words, all from spec/cli.yaml through generated/cli.ts: the overview, one help
// page per command (with the request grammar and an example for `call` and `session`), the exit
// codes, the version line, and the usage problem for an unknown option.
import type { CliCommandName, CliFlagName } from "./generated.js";
import {
  CLI_BINARY,
  CLI_COMMANDS,
  CLI_JSON_SCHEMA_VERSION,
  CLI_OPTIONS,
  CLI_OVERVIEW,
  CLI_PAGES,
  PACKAGE_IDENTITY,
} from "./generated.js";

/** Bumped when a `--json` output changes incompatibly; every `--json` object carries it. */
export { CLI_JSON_SCHEMA_VERSION };

export const isCommand = (word: string | undefined): word is CliCommandName =>
  word !== undefined && Object.hasOwn(CLI_COMMANDS, word);

/** The flags a command accepts besides --help and --version. */
export const commandFlags = (command: CliCommandName): readonly CliFlagName[] => CLI_COMMANDS[command].flags;

/** Flags that take a value (`--cwd DIR`): the word after them is not a command. */
export const VALUE_FLAGS: readonly string[] = Object.entries(CLI_OPTIONS)
  .filter(([, o]) => o.type === "string")
  .map(([name]) => `--${name}`);

export const generalHelp = (): string => CLI_OVERVIEW;

export const commandHelp = (name: string): string => (isCommand(name) ? CLI_PAGES[name] : CLI_OVERVIEW);

export const versionLine = (): string => `${CLI_BINARY} ${PACKAGE_IDENTITY.version}\n`;

function distance(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++)
      next.push(
        Math.min((row[j] ?? 0) + 1, (next[j - 1] ?? 0) + 1, (row[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1)),
      );
    row = next;
  }
  return row[b.length] ?? 0;
}

/** `unknown option --X (the options of C: ...; did you mean --Y?)`: the valid flags, and the closest
 * within two edits. */
export function unknownOption(option: string, command: string | undefined): string {
  if (!isCommand(command)) return `unknown option ${option} (see \`${CLI_BINARY} help\`)`;
  const flags = commandFlags(command);
  if (flags.length === 0) return `unknown option ${option} (${command} takes no options)`;
  const name = option.replace(/^--?/, "");
  const best = flags.map((f) => ({ f, d: distance(name, f) })).sort((x, y) => x.d - y.d)[0];
  const hint = best !== undefined && best.d <= 2 && name.length > 1 ? `; did you mean --${best.f}?` : "";
  return `unknown option ${option} (the options of ${command}: ${flags.map((f) => `--${f}`).join(", ")}${hint})`;
}
