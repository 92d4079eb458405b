// One budget for every property test: FC_NUM_RUNS runs per property (CI default below) and a seed
// that is printed on failure; FC_SEED replays a run.
import fc from "fast-check";

const numRuns = Number(process.env.FC_NUM_RUNS ?? 100);
const seed = process.env.FC_SEED !== undefined ? Number(process.env.FC_SEED) : process.env.CI ? 20261130 : undefined;

fc.configureGlobal({ numRuns, ...(seed !== undefined ? { seed } : {}), endOnFailure: true });
