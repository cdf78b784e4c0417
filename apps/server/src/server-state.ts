// What one server keeps in memory between requests and job runs. Made once where its AppContext
// is made (app.ts, worker-main.ts), so two servers in one process (the tests start many) never
// share a cache, a queue or a job's runs, and the state goes away with its server.
import type { LimitFunction } from 'p-limit';
import type { JudgedHours } from './alerts/traffic-detector';
import { createPeerCache, type PeerCache } from './analytics/peer-cache';
import { JobRuns } from './jobs/minute-job';
import { RetryBackoff } from './pipeline/retry-backoff';
import type { PipelineSignals } from './pipeline/signals';
import { createJobSlots } from './reports/job-slots';

export type ServerState = {
  /** Scores' peer rows, dropped as the pipeline rewrites their days (analytics/peer-cache.ts). */
  peerCache: PeerCache;
  /** The queue of background report files (reports/job-slots.ts). */
  reportSlots: LimitFunction;
  /** Failed pipeline days and when each may be tried again (pipeline/retry-backoff.ts). */
  pipelineBackoff: RetryBackoff;
  /** Hours the low-traffic alert already judged (alerts/traffic-detector.ts). */
  judgedHours: JudgedHours;
  /** The alert and scheduled-report jobs' runs on this server (jobs/minute-job.ts). */
  jobRuns: JobRuns;
};

/** A new server's state, on the server's clock and pipeline signals (the context's own). */
export function createServerState(now: () => Date, pipeline: PipelineSignals): ServerState {
  return {
    peerCache: createPeerCache(now, pipeline),
    reportSlots: createJobSlots(),
    pipelineBackoff: new RetryBackoff(),
    judgedHours: new Map(),
    jobRuns: new JobRuns(),
  };
}
