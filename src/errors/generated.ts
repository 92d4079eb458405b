// The errors area's one entry into generated/.

export type { ErrorCode, ErrorDataMap, Exposure, ModelVisibleCode } from "../../generated/errors.js";
export { ERROR_CATALOG, ERROR_CODES } from "../../generated/errors.js";
export { LIMIT_VALUES } from "../../generated/limits.js";
