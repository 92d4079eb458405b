export { loadConfig } from "./load.js";
export type {
  ConfigProblem,
  DisabledServer,
  HttpServerConfig,
  LoadedConfig,
  ReconnectPolicy,
  ServerConfig,
  ServerOrigin,
  SourceReport,
  SourceStatus,
  StdioServerConfig,
} from "./model.js";
export { candidateSources } from "./sources.js";
export type { SourceContext } from "./sources.js";
export { validateDocument } from "./validate.js";
