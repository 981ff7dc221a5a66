/**
 * At most `concurrency` page renders at a time in this process, the rest waiting in a bounded queue.
 * A render of a big page is a second of CPU; without this, a flood of renders (cache-busting misses,
 * searches) shares the one event loop with every cached answer and makes them all wait.
 */
export class RenderLimit {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    readonly concurrency = 2,
    readonly maxQueue = 32,
  ) {}

  /** Runs `task` when a slot frees, or answers undefined at once when the queue is full. */
  run<T>(task: () => Promise<T>): Promise<T> | undefined {
    if (this.running >= this.concurrency && this.waiting.length >= this.maxQueue) return undefined;
    return this.acquire().then(async () => {
      try {
        return await task();
      } finally {
        this.release();
      }
    });
  }

  /** Renders running and waiting now (for /metrics and tests). */
  get load(): { running: number; queued: number } {
    return { running: this.running, queued: this.waiting.length };
  }

  private acquire(): Promise<void> {
    if (this.running < this.concurrency) {
      this.running += 1;
      return Promise.resolve();
    }
    // The slot passes straight from the task that ends to the one that waited longest.
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  private release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.running -= 1;
  }
}
