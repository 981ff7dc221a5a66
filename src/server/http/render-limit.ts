import { performance } from "node:perf_hooks";

/**
 * How the page renders of one lane are bounded: how many run at once, how many may wait and for how long,
 * how many one address may have in flight, and what share of the time they may take.
 */
export type RenderLimitOptions = {
  concurrency?: number;
  maxQueue?: number;
  /** A render not started within this many milliseconds is given up: the visitor gets a fast 503. */
  maxWaitMs?: number;
  /** Renders one address may have running or waiting; more are refused at once. */
  perAddress?: number;
  /**
   * The share of the time this lane's renders may hold a slot (0–1]. After a render of `t` ms its slot stays
   * closed for `t × (1 / share − 1)`, so renders an anonymous client can vary at will cannot take the one
   * event loop away from stored answers, however many of them queue.
   */
  timeShare?: number;
  /**
   * Count a render's time for `timeShare` as the time the event loop was busy while it ran, not the time
   * it took: a render that waits on another server (the subscriber desk's ERP) spends no CPU while it
   * waits, and only its CPU is what other visitors lose. Busy time counts every request the loop served
   * meanwhile, so it errs on the visitors' side.
   */
  shareOfBusyTime?: boolean;
};

/** Why a render was not run: no room in the queue or past the deadline, or its address has its share. */
export type RenderRefusal = "busy" | "address";

type Waiter = { start: () => void; timer?: NodeJS.Timeout };

/**
 * At most `concurrency` page renders at a time in this lane, the rest waiting in a bounded queue for at most
 * `maxWaitMs`. A render of a big page is a second of CPU; without this, a flood of renders (cache-busting
 * misses, searches) shares the one event loop with every cached answer and makes them all wait.
 */
export class RenderLimit {
  readonly concurrency: number;
  readonly maxQueue: number;
  readonly maxWaitMs: number;
  readonly perAddress: number;
  readonly timeShare: number;
  readonly shareOfBusyTime: boolean;
  private running = 0;
  private readonly waiting: Waiter[] = [];
  private readonly inFlight = new Map<string, number>();

  constructor(options: RenderLimitOptions = {}) {
    this.concurrency = options.concurrency ?? 2;
    this.maxQueue = options.maxQueue ?? 32;
    this.maxWaitMs = options.maxWaitMs ?? 2_000;
    this.perAddress = options.perAddress ?? Number.POSITIVE_INFINITY;
    this.timeShare = options.timeShare ?? 1;
    this.shareOfBusyTime = options.shareOfBusyTime ?? false;
  }

  /**
   * Runs `task` for `address` when a slot frees; answers a refusal at once when the queue is full or the
   * address already has its renders in flight, and when no slot freed within the deadline.
   */
  async run<T>(task: () => Promise<T>, address = ""): Promise<T | { refused: RenderRefusal }> {
    const mine = this.inFlight.get(address) ?? 0;
    if (mine >= this.perAddress) return { refused: "address" };
    if (this.running >= this.concurrency && this.waiting.length >= this.maxQueue) return { refused: "busy" };
    this.inFlight.set(address, mine + 1);
    try {
      if (!(await this.acquire())) return { refused: "busy" };
      const started = performance.now();
      const loop = this.shareOfBusyTime ? performance.eventLoopUtilization() : undefined;
      try {
        return await task();
      } finally {
        const elapsed = performance.now() - started;
        this.release(loop ? Math.min(elapsed, performance.eventLoopUtilization(loop).active) : elapsed);
      }
    } finally {
      const left = (this.inFlight.get(address) ?? 1) - 1;
      if (left > 0) this.inFlight.set(address, left);
      else this.inFlight.delete(address);
    }
  }

  /** Whether `address` has all the renders it may have in flight: its next one would be refused at once. */
  isFull(address: string): boolean {
    return (this.inFlight.get(address) ?? 0) >= this.perAddress;
  }

  /** Renders running and waiting now (for /metrics and tests). */
  get load(): { running: number; queued: number } {
    return { running: this.running, queued: this.waiting.length };
  }

  private acquire(): Promise<boolean> {
    if (this.running < this.concurrency) {
      this.running += 1;
      return Promise.resolve(true);
    }
    return new Promise((resolve) => {
      const waiter: Waiter = { start: () => resolve(true) };
      waiter.timer = setTimeout(() => {
        const at = this.waiting.indexOf(waiter);
        if (at !== -1) this.waiting.splice(at, 1);
        resolve(false);
      }, this.maxWaitMs);
      this.waiting.push(waiter);
    });
  }

  private release(elapsedMs: number): void {
    const pause = this.timeShare >= 1 ? 0 : elapsedMs * (1 / this.timeShare - 1);
    if (pause === 0) {
      this.handOver();
      return;
    }
    // The slot stays closed for the rest of its share; unref'd so that it never keeps a process alive.
    setTimeout(() => this.handOver(), pause).unref();
  }

  /** The slot passes straight from the task that ends to the one that waited longest. */
  private handOver(): void {
    const next = this.waiting.shift();
    if (!next) {
      this.running -= 1;
      return;
    }
    clearTimeout(next.timer);
    next.start();
  }
}
