// Typed views of the spec documents, as validated by spec/meta. Codegen-only.
export interface LimitRow {
  readonly id: string;
  readonly value?: number;
  readonly min?: number;
  readonly max?: number;
  readonly default?: number;
  readonly unit: string;
  readonly area: string;
  readonly exceeded: string;
  readonly errorCode: string | null;
  readonly description: string;
}

export interface ErrorEntry {
  readonly area: string;
  readonly message: string;
  readonly hint: string;
  readonly exposure: readonly string[];
  readonly data: Readonly<Record<string, string>>;
  /** The Python shim renders this row itself: generated/host-contract.json carries it. */
  readonly shim?: true;
}

export interface CredentialsSpec {
  readonly markers: {
    readonly values: readonly string[];
    readonly normalise: { readonly replace: Readonly<Record<string, string>> };
  };
  readonly sensitiveHeaders: { readonly values: readonly string[] };
  readonly reservedHeaders: { readonly values: readonly string[] };
  readonly loaderEnv: { readonly values: readonly string[] };
  readonly reference: {
    readonly name: string;
    readonly emptyIsMissing: boolean;
    readonly forms: readonly { syntax: string; description: string }[];
  };
  readonly redaction: { readonly replacement: string };
  readonly insecureTransport: { readonly loopbackHosts: readonly string[] };
  readonly argumentShapes: {
    readonly tokenPrefixes: readonly string[];
    readonly minTokenChars: number;
    readonly schemes: readonly string[];
    readonly flags: readonly string[];
  };
}

export interface SourcesSpec {
  readonly agentDirDefault: readonly string[];
  readonly sources: readonly {
    id: string;
    scope: "global" | "project";
    path: readonly string[];
    description: string;
  }[];
  readonly never: readonly (readonly string[])[];
  readonly cache: {
    readonly env: string;
    readonly baseEnv: string;
    readonly baseDefault: readonly string[];
    readonly dir: string;
    readonly toolsDir: string;
    readonly serverCwdDir: string;
  };
}

interface ProxyField {
  readonly type: "string" | "object" | "integer";
  readonly kind: "text" | "operation" | "object" | "reference" | "offset";
  readonly prefix?: string;
  /** A reference field that also takes a URI (the server's own, checked when it is used). */
  readonly uri?: true;
  readonly legacy?: true;
  readonly description?: string;
}

interface ProxyOperation {
  readonly id: string;
  readonly label: string;
  readonly legacy?: Readonly<Record<string, string>>;
  readonly fields: Readonly<Record<string, "required" | "optional">>;
  readonly stringArguments?: true;
  /** Takes no `server`: the short form selects it when `server` is absent. */
  readonly serverless?: true;
  readonly connects: boolean;
  readonly summary: string;
  readonly example: Readonly<Record<string, unknown>>;
}

export interface ProxySpec {
  readonly tool: {
    readonly name: string;
    readonly label: string;
    readonly description: string;
    readonly guidelines: readonly string[];
    readonly effects: readonly string[];
    readonly maxDefinitionChars: number;
  };
  readonly fields: Readonly<Record<string, ProxyField>>;
  readonly references: { readonly hexChars: number };
  readonly details: { readonly key: string };
  readonly approval: {
    readonly invalidLabel: string;
    readonly facadeLabel: string;
    readonly valueMaxChars: string;
    readonly trim: readonly number[];
    readonly maxOffset: number;
    readonly valueCodes: Readonly<Record<"text" | "object" | "reference" | "offset" | "stringArguments", string>>;
    readonly rules: readonly {
      readonly when: string;
      readonly form?: "explicit" | "legacy";
      readonly code?: string;
      readonly answersStatus?: true;
      readonly means: string;
    }[];
  };
  readonly status: {
    readonly label: string;
    readonly summary: string;
    readonly example: Readonly<Record<string, unknown>>;
  };
  readonly operations: readonly ProxyOperation[];
}

export interface SidecarSpec {
  readonly protocolVersion: number;
  /** params and result are JSON Schema (draft-07). */
  readonly requests: Readonly<
    Record<string, { readonly description: string; readonly params: object; readonly result: object }>
  >;
  readonly notifications: Readonly<
    Record<string, { readonly direction: string; readonly description: string; readonly params: object }>
  >;
  /** JSON Schema of an error reply's error object. */
  readonly errorObject: object;
  /** The catalog codes an error reply carries in error.data, each with its protocol error. */
  readonly refusals: {
    readonly dataCodeField: string;
    readonly codes: Readonly<Record<string, { readonly error: string; readonly hint: boolean }>>;
  };
  readonly errors: Readonly<Record<string, { readonly code: number; readonly description: string }>>;
}

export interface WorkerSpec {
  readonly interfaceVersion: number;
  readonly adapterKey: string;
  readonly ceiling: {
    readonly separator: string;
    readonly maxTargetChars: number;
    readonly maxOperationsPerServer: number;
    readonly operations: Readonly<
      Record<
        string,
        { readonly target: "required" | "forbidden"; readonly targetMeaning?: string; readonly description: string }
      >
    >;
  };
  readonly statusOperation: string;
  readonly proxyOperations: Readonly<
    Record<
      string,
      {
        readonly ceiling: string;
        readonly alsoRequires?: string;
        readonly target?: "name" | "resource" | "prompt";
        readonly serverless?: true;
      }
    >
  >;
  readonly request: object;
  readonly descriptor: object;
}
