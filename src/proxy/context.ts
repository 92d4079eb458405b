// What an operation needs: the runtime, the server's catalogs, and the caller's signal.
import type { Progress } from "@modelcontextprotocol/client";
import type { PromptCatalog } from "../catalog/prompts.js";
import type { ResourceCatalog } from "../catalog/resources.js";
import type { ToolCatalog } from "../catalog/tools.js";
import type { Runtime } from "../runtime/runtime.js";
import type { ServerRuntime } from "../runtime/server-runtime.js";
import type { Ceiling } from "./ceiling.js";
import type { NormalRequest } from "./normalize.js";

/** What a caller of the proxy passes: its signal, and where the progress of a running call goes. */
export interface CallOptions {
  readonly signal?: AbortSignal | undefined;
  /** One line per progress notification of the server: redacted, bounded, in the model-text table's words. */
  readonly onprogress?: ((line: string) => void) | undefined;
  /** Status for a person (`/mcp`): a server nothing has used yet says that it starts on first use. */
  readonly person?: boolean;
}

/** What an operation passes on to the runtime and the catalogs. */
export interface OperationOptions {
  readonly signal?: AbortSignal | undefined;
  readonly onprogress?: ((progress: Progress) => void) | undefined;
}

export interface Catalogs {
  readonly tools: ToolCatalog;
  readonly resources: ResourceCatalog;
  readonly prompts: PromptCatalog;
}

export interface OperationContext {
  readonly request: NormalRequest;
  readonly runtime: Runtime;
  readonly server: ServerRuntime;
  readonly catalogs: Catalogs;
  readonly options: OperationOptions;
  /** A native worker's delegation: listings show only what it grants. */
  readonly ceiling?: Ceiling;
}
