// Generated from spec/sidecar-protocol.yaml (sha256 109659a1863fc0b9) by codegen/emit-sidecar.ts; do not edit.
// Regenerate with `npm run codegen`; `npm run codegen:check` verifies it.

export interface InitializeParams {
  protocolVersion: number;
  host: {
    name: string;
    version: string;
  };
  cwd: string;
  agentDir?: string;
  projectTrusted: boolean;
  savedTrust?: boolean | null;
  approval?: boolean | null;
  defaultProjectTrust?: "always" | "never" | "ask";
  hostGated?: boolean;
  offline: boolean;
  mode: string;
  reason: string;
  pythonExecutable?: string;
  packaged?: {
    servers?: {}[];
    facades?: {}[];
  };
  delegation?: {
    descriptor: {};
    environment: {
      [k: string]: string | undefined;
    };
  };
}

export interface InitializeResult {
  /**
   * One line a person reads about the configuration this session loaded (usable, off and disabled servers, files that failed or were ignored); the shim shows it after /reload.
   */
  configuration?: string;
  protocolVersion: number;
  server: {
    name: string;
    version: string;
  };
  node: string;
}

export interface ToolCallParams {
  toolCallId: string;
  tool: string;
  arguments: unknown;
  generation?: string;
}

export interface ToolCallResult {
  content: (
    | {
        type: "text";
        text: string;
      }
    | {
        type: "image";
        data: string;
        mimeType: string;
      }
  )[];
  details: {};
  isError: boolean;
}

export interface WorkerExportParams {
  request: unknown;
  installer: {
    distribution: string;
    version: string;
    module: string;
    callable: string;
  };
}

export interface WorkerExportResult {
  descriptor: {};
}

export interface WorkerPreflightParams {}

export interface WorkerPreflightResult {
  servers: {
    [k: string]: "connected" | undefined;
  };
}

export interface WorkerScopeParams {
  arguments: unknown;
}

export interface WorkerScopeResult {
  server: string | null;
  operation: string;
  target: string | null;
  generation: string;
}

export interface PersonCommandParams {
  line: string;
}

export interface PersonCommandResult {
  text: string;
  servers: string[];
  prompts?: {
    [k: string]: string[] | undefined;
  };
  tools?: {
    [k: string]: string[] | undefined;
  };
  userMessage?: string;
}

export interface StatusParams {}

export interface StatusResult {
  servers: {
    name: string;
    transport: string;
    state: string;
  }[];
  sidecar: {
    pid: number;
    uptimeMs: number;
  };
}

export interface ShutdownParams {
  reason?: string;
}

export interface ShutdownResult {}

export interface CancelRequestNotificationParams {
  id: string | number;
}

export interface ProgressNotificationParams {
  id: string | number;
  content: {
    type: "text";
    text: string;
  }[];
}

export interface SidecarErrorObject {
  code: number;
  message: string;
  data?: {
    code: string;
  };
}

/** Read-only at every depth: the sidecar changes neither what it was sent nor what it answers. */
export type Frozen<T> = T extends readonly (infer U)[] ? readonly Frozen<U>[] : T extends object ? { readonly [K in keyof T]: Frozen<T[K]> } : T;

/** Params of each request, by wire name. */
export interface SidecarParams {
  readonly "initialize": Frozen<InitializeParams>;
  readonly "tool/call": Frozen<ToolCallParams>;
  readonly "worker/export": Frozen<WorkerExportParams>;
  readonly "worker/preflight": Frozen<WorkerPreflightParams>;
  readonly "worker/scope": Frozen<WorkerScopeParams>;
  readonly "person/command": Frozen<PersonCommandParams>;
  readonly "status": Frozen<StatusParams>;
  readonly "shutdown": Frozen<ShutdownParams>;
}

/** Result of each request, by wire name. */
export interface SidecarResults {
  readonly "initialize": Frozen<InitializeResult>;
  readonly "tool/call": Frozen<ToolCallResult>;
  readonly "worker/export": Frozen<WorkerExportResult>;
  readonly "worker/preflight": Frozen<WorkerPreflightResult>;
  readonly "worker/scope": Frozen<WorkerScopeResult>;
  readonly "person/command": Frozen<PersonCommandResult>;
  readonly "status": Frozen<StatusResult>;
  readonly "shutdown": Frozen<ShutdownResult>;
}

/** Params of each notification, by wire name. */
export interface SidecarNotificationParams {
  readonly "$/cancelRequest": Frozen<CancelRequestNotificationParams>;
  readonly "$/progress": Frozen<ProgressNotificationParams>;
}

/** The error object of an error reply. */
export type SidecarError = Frozen<SidecarErrorObject>;
