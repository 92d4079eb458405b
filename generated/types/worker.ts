// Generated from spec/worker-delegation.yaml (sha256 f0610b27aa5b8b0b) by codegen/emit-workers.ts; do not edit.
// Regenerate with `npm run codegen`; `npm run codegen:check` verifies it.

export interface WorkerRequest {
  servers: {
    /**
     * @minItems 1
     */
    [k: string]: [string, ...string[]] | undefined;
  };
}

export interface WorkerDescriptor {
  interface_version: 1;
  servers: {
    [k: string]:
      | {
          [k: string]: unknown | undefined;
        }
      | undefined;
  };
  operations: {
    /**
     * @minItems 1
     */
    [k: string]: [string, ...string[]] | undefined;
  };
  environment_references: string[];
  cache_origins?: {
    [k: string]:
      | {
          file: string;
          scope: "global" | "project";
          cwd?: string;
        }
      | undefined;
  };
  installer: {
    distribution: string;
    version: string;
    module: string;
    callable: string;
  };
  generation: string;
}
