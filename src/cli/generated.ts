// The cli area's one entry into generated/.

export type { CliCommandName, CliFlagName } from "../../generated/cli.js";
export {
  CLI_BINARY,
  CLI_COMMANDS,
  CLI_EVERYWHERE_FLAGS,
  CLI_JSON_SCHEMA_VERSION,
  CLI_OPTIONS,
  CLI_OVERVIEW,
  CLI_PAGES,
} from "../../generated/cli.js";
export { PACKAGE_IDENTITY } from "../../generated/package.js";
export { APPROVAL_TABLE } from "../../generated/proxy.js";
