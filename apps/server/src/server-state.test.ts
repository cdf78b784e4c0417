import { describe, expect, it } from 'vitest';
import { PipelineSignals } from './pipeline/signals';
import { createServerState, type ServerState } from './server-state';

describe('createServerState', () => {
  it('gives each server its own caches, queues and job runs, even on one clock and signals', () => {
    const now = () => new Date();
    const pipeline = new PipelineSignals();
    const first = createServerState(now, pipeline);
    const second = createServerState(now, pipeline);
    const parts = Object.keys(first) as (keyof ServerState)[];
    expect(parts.sort()).toEqual([
      'jobRuns',
      'judgedHours',
      'peerCache',
      'pipelineBackoff',
      'reportSlots',
    ]);
    for (const part of parts) expect(second[part]).not.toBe(first[part]);
  });
});
