// The handlers of add, add-json, get and remove for main's table (spec/cli.yaml names their flags).
import { loadFor, sourcesFor } from "./config-context.js";
import type { Handler } from "./main.js";
import { addCommand, addJsonCommand, removeCommand } from "./manage-command.js";
import { getCommand } from "./manage-get.js";

export const MANAGE_HANDLERS: { readonly [C in "add" | "add-json" | "get" | "remove"]: Handler } = {
  add: {
    flags: ["cwd", "home", "agent-dir", "scope", "env", "header", "url"],
    asynchronous: false,
    run: (v, rest, io) =>
      addCommand(
        rest,
        { env: v.env ?? [], header: v.header ?? [], ...(v.url !== undefined ? { url: v.url } : {}), scope: v.scope },
        sourcesFor(v, io),
        io,
      ),
  },
  "add-json": {
    flags: ["cwd", "home", "agent-dir", "scope"],
    asynchronous: false,
    run: (v, rest, io) => addJsonCommand(rest, v.scope, sourcesFor(v, io), io),
  },
  get: {
    flags: ["cwd", "home", "agent-dir", "trusted", "json"],
    asynchronous: false,
    run: (v, rest, io) => getCommand(rest[0] as string, loadFor(v, io).config, v.json ?? false, io),
  },
  remove: {
    flags: ["cwd", "home", "agent-dir", "scope"],
    asynchronous: false,
    run: (v, rest, io) => removeCommand(rest[0] as string, v.scope, sourcesFor(v, io), io),
  },
};
