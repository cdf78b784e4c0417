// Signals between ingest, the pipeline worker and live streams. In-process here; signals-bridge.ts
// carries them to the other processes on the same database (NOTIFY). Live streams also re-read on
// a timer, so a lost notification only delays them.
import { EventEmitter } from 'node:events';

type Listener = (locationId: number) => void;
/** `remote`: the signal came from another process. */
type Origin = { remote?: boolean };
/** `local`: hear only this process's own signals (the bridge, which sends them on). */
type Filter = { local?: boolean };

function subscribe(emitter: EventEmitter, event: string, listener: Listener, filter: Filter) {
  const handler = (locationId: number, origin: Origin) => {
    if (!filter.local || !origin.remote) listener(locationId);
  };
  emitter.on(event, handler);
  return () => void emitter.off(event, handler);
}

export class PipelineSignals {
  private readonly emitter = new EventEmitter();

  constructor() {
    // One listener per open live stream: many are normal.
    this.emitter.setMaxListeners(0);
  }

  /** Ingest stored new data for a location (the worker should look at its dirty days). */
  dataArrived(locationId: number, origin: Origin = {}): void {
    this.emitter.emit('data', locationId, origin);
  }

  onDataArrived(listener: Listener, filter: Filter = {}): () => void {
    return subscribe(this.emitter, 'data', listener, filter);
  }

  /** The worker rewrote a location's rollups. */
  processed(locationId: number, origin: Origin = {}): void {
    this.emitter.emit('processed', locationId, origin);
  }

  onProcessed(listener: Listener, filter: Filter = {}): () => void {
    return subscribe(this.emitter, 'processed', listener, filter);
  }
}
