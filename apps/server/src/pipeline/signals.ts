// In-process signals between ingest, the pipeline worker and live streams. With several server
// processes each one listens to its own; live streams also re-read on a timer, so a stream served
// by one process still sees what a worker in another process wrote.
import { EventEmitter } from 'node:events';

type Listener = (locationId: number) => void;

export class PipelineSignals {
  private readonly emitter = new EventEmitter();

  constructor() {
    // One listener per open live stream: many are normal.
    this.emitter.setMaxListeners(0);
  }

  /** Ingest stored new data for a location (the worker should look at its dirty days). */
  dataArrived(locationId: number): void {
    this.emitter.emit('data', locationId);
  }

  onDataArrived(listener: Listener): () => void {
    this.emitter.on('data', listener);
    return () => this.emitter.off('data', listener);
  }

  /** The worker rewrote a location's rollups. */
  processed(locationId: number): void {
    this.emitter.emit('processed', locationId);
  }

  onProcessed(listener: Listener): () => void {
    this.emitter.on('processed', listener);
    return () => this.emitter.off('processed', listener);
  }
}
