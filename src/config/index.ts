export { loadConfig, loadDelegatedServers } from "./load.js";
export type {
  ConfigProblem,
  DisabledServer,
  HttpServerConfig,
  LoadedConfig,
  OffServer,
  ReconnectPolicy,
  ServerConfig,
  ServerOrigin,
  SourceReport,
  SourceStatus,
  StdioServerConfig,
  ToolFilter,
} from "./model.js";
export { candidateSources } from "./sources.js";
export type { SourceContext } from "./sources.js";
export { cliTrust, decideProjectTrust, TRUST_HOW_TO } from "./trust.js";
export type { TrustBasis, TrustDecision, TrustInputs } from "./trust.js";
export { validateDocument } from "./validate.js";
export { withPackaged } from "./merge-packaged.js";
export type { LaunchContext } from "./merge-packaged.js";
export { PackagedRegistry, validateFacade, validatePackagedServer } from "./packaged.js";
export type { FacadeField, FacadeOperation, PackagedKind, PackagedServerDescriptor, ToolFacade } from "./packaged.js";
