// The runtime: one ServerRuntime per configured server (created on first use), the spill store,
// and a close() that leaves no child process and no spill behind.
import type { LoadedConfig } from "../config/index.js";
import { AdapterError } from "../errors/index.js";
import { SpillStore, sweepStaleSpillDirs } from "../results/index.js";
import { Redactor } from "../secrets/index.js";
import type { ConnectContext, openConnection } from "./connection.js";
import { CONFIG_DEFAULTS } from "./generated.js";
import { referencedValues } from "./known-secrets.js";
import { protocolSetting } from "./negotiation.js";
import type { ServerStatus } from "./server-runtime.js";
import { ServerRuntime } from "./server-runtime.js";

export interface RuntimeOptions extends ConnectContext {
  /** Where spill directories live (default: the system temp directory). */
  readonly spillBase?: string;
  /** How connections are opened (default: the real transports); tests inject a fake here. */
  readonly openConnection?: typeof openConnection;
}

export class Runtime {
  private readonly servers = new Map<string, ServerRuntime>();
  readonly spills: SpillStore;
  /**
   * One redactor for every server's output, status, errors, stderr and spills: it knows every
   * referenced value from the start and learns what each connect resolves (docs/architecture.md, "Redaction").
   */
  readonly redactor: Redactor;
  private closing: Promise<void> | undefined;

  constructor(
    readonly config: LoadedConfig,
    private readonly options: RuntimeOptions,
  ) {
    sweepStaleSpillDirs(options.spillBase);
    this.spills = new SpillStore(options.spillBase);
    this.redactor = new Redactor(referencedValues(config, options.environment));
  }

  /** The session directory. */
  get cwd(): string {
    return this.options.cwd;
  }

  /** The live process environment the servers' connections read. */
  get environment(): NodeJS.ProcessEnv {
    return this.options.environment;
  }

  get closed(): boolean {
    return this.closing !== undefined;
  }

  private names: readonly string[] | undefined;

  /** Configured, usable server names in configuration order (the configuration never changes). */
  get serverNames(): readonly string[] {
    this.names ??= Object.freeze([...this.config.servers.keys()]);
    return this.names;
  }

  server(name: string): ServerRuntime {
    if (this.closing) throw new AdapterError("MCPA_RUNTIME_CLOSED", { server: name });
    let s = this.servers.get(name);
    if (!s) {
      const config = this.config.servers.get(name);
      if (!config)
        throw new AdapterError("MCPA_REQUEST_UNKNOWN_SERVER", {
          server: JSON.stringify(name),
          servers: this.serverNames.map((n) => JSON.stringify(n)).join(", ") || "(none)",
        });
      s = new ServerRuntime(config, { ...this.options, redactor: this.redactor }, this.options.openConnection);
      this.servers.set(name, s);
    }
    return s;
  }

  /** Closes `name`'s open connection or stops its start, if any (it connects again on its next request). */
  disconnect(name: string): Promise<"closed" | "stopped" | undefined> {
    return this.servers.get(name)?.disconnect() ?? Promise.resolve(undefined);
  }

  /** Status of every configured server; never connects, resolves or reads anything. */
  status(): ServerStatus[] {
    return this.serverNames.map((name) => {
      const live = this.servers.get(name);
      if (live) return live.status();
      const c = this.config.servers.get(name);
      return {
        name,
        transport: c?.transport ?? "stdio",
        state: this.closing ? "closing" : "disconnected",
        updatedAtMs: this.createdAtMs,
        automaticReconnect: c?.reconnect.automatic ?? false,
        maxReconnectAttempts: c?.reconnect.maxAttempts ?? 1,
        protocolSetting: c ? protocolSetting(c) : CONFIG_DEFAULTS.server.protocolVersion,
      } satisfies ServerStatus;
    });
  }

  private readonly createdAtMs = Date.now();

  /** Closes every connection and removes the spill directory. Idempotent. */
  close(): Promise<void> {
    this.closing ??= (async () => {
      await Promise.all([...this.servers.values()].map((s) => s.close()));
      this.spills.close();
    })();
    return this.closing;
  }
}
