// How many background report files one server process makes at once. Making a file is mostly
// synchronous work on the event loop (ECharts, pdfkit): a few at a time keep ingest and the API
// answering; the others wait their turn in order.
export class JobSlots {
  private active = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(readonly size: number) {}

  /** Runs `work` once a slot is free; the slot is given back however it ends. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.active >= this.size) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.active += 1;
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      // The slot passes straight to the next job, so `active` stays as it is.
      if (next) next();
      else this.active -= 1;
    }
  }

  get busy(): number {
    return this.active;
  }

  get queued(): number {
    return this.waiting.length;
  }
}
