// Generated from spec/worker-delegation.yaml (sha256 c77070005e5e8613) by codegen/emit-workers.ts; do not edit.
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
  installer: {
    distribution: string;
    version: string;
    module: string;
    callable: string;
  };
  generation: string;
}
