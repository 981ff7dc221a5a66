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
   * The share of the time this lane's renders may take, all its slots together (0–1]. After a render of
   * `t` ms its slot stays closed for `t × (concurrency / share − 1)`, so renders an anonymous client can
   * vary at will cannot take the one event loop away from stored answers, however many of them queue, and
   * however many slots the lane has (issue 66, L7: four desk slots each at a quarter took the whole loop).
   */
  timeShare?: number;
  /**
   * Count a render's time for `timeShare` as the time the event loop was busy while it ran, not the time
   * it took: a render that waits on another server (the subscriber desk's ERP) spends no CPU while it
   * waits, and only its CPU is what other visitors lose. Busy time counts every request the loop served
   * meanwhile, so it errs on the visitors' side.
   */
  shareOfBusyTime?: boolean;
  /**
   * Fair queuing by address (issue 66, M-FORMS): an address that started no render in this lane for this
   * many milliseconds is "new" here. A new address's render waits ahead of those of addresses with recent
   * renders, and when the queue is full it takes the place of the latest of them (which gets the 503): a
   * flood that keeps the lane busy from many addresses delays its own renders, not a visitor's one form.
   * Absent: one first-come queue.
   */
  recentMs?: number;
  /**
   * A slot stays closed at least this long after its task started: a lane whose work is cheap but whose
   * requests are not (each still costs the request pipeline) is paced, so the lane's rate is bounded
   * whatever the number of addresses asking (issue 66, L7: the cookie banner's answers).
   */
  minSlotMs?: number;
};

/** Why a render was not run: no room in the queue or past the deadline, or its address has its share. */
export type RenderRefusal = "busy" | "address";

type Waiter = { start: (started: boolean) => void; fresh: boolean; timer?: NodeJS.Timeout };

/** How many addresses a lane remembers the last render of; the least recent are forgotten first. */
const REMEMBERED_ADDRESSES = 10_000;

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
  readonly recentMs: number;
  readonly minSlotMs: number;
  private running = 0;
  /** When each address last started a render here (fair queuing), least recent first. */
  private readonly lastStarted = new Map<string, number>();
  private readonly waiting: Waiter[] = [];
  private readonly inFlight = new Map<string, number>();

  constructor(options: RenderLimitOptions = {}) {
    this.concurrency = options.concurrency ?? 2;
    this.maxQueue = options.maxQueue ?? 32;
    this.maxWaitMs = options.maxWaitMs ?? 2_000;
    this.perAddress = options.perAddress ?? Number.POSITIVE_INFINITY;
    this.timeShare = options.timeShare ?? 1;
    this.shareOfBusyTime = options.shareOfBusyTime ?? false;
    this.recentMs = options.recentMs ?? 0;
    this.minSlotMs = options.minSlotMs ?? 0;
  }

  /**
   * Runs `task` for `address` when a slot frees; answers a refusal at once when the queue is full or the
   * address already has its renders in flight, and when no slot freed within the deadline.
   */
  async run<T>(task: () => Promise<T>, address = ""): Promise<T | { refused: RenderRefusal }> {
    const mine = this.inFlight.get(address) ?? 0;
    if (mine >= this.perAddress) return { refused: "address" };
    const fresh = this.isNew(address);
    if (this.running >= this.concurrency && this.waiting.length >= this.maxQueue && !this.makeRoom(fresh))
      return { refused: "busy" };
    this.inFlight.set(address, mine + 1);
    try {
      if (!(await this.acquire(fresh))) return { refused: "busy" };
      this.remember(address);
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

  /** Whether `address` started no render here within `recentMs` (always false without fair queuing). */
  private isNew(address: string): boolean {
    if (this.recentMs <= 0) return false;
    const at = this.lastStarted.get(address);
    return at === undefined || performance.now() - at >= this.recentMs;
  }

  private remember(address: string): void {
    if (this.recentMs <= 0) return;
    this.lastStarted.delete(address);
    if (this.lastStarted.size >= REMEMBERED_ADDRESSES) {
      const leastRecent = this.lastStarted.keys().next().value;
      if (leastRecent !== undefined) this.lastStarted.delete(leastRecent);
    }
    this.lastStarted.set(address, performance.now());
  }

  /**
   * A full queue makes room for a new address's render by refusing the latest waiter of an address with
   * recent renders (it gets the 503 it would have got on arriving a moment later); false when there is none.
   */
  private makeRoom(fresh: boolean): boolean {
    if (!fresh) return false;
    for (let at = this.waiting.length - 1; at >= 0; at -= 1) {
      const waiter = this.waiting[at]!;
      if (waiter.fresh) continue;
      this.waiting.splice(at, 1);
      clearTimeout(waiter.timer);
      waiter.start(false);
      return true;
    }
    return false;
  }

  private acquire(fresh: boolean): Promise<boolean> {
    if (this.running < this.concurrency) {
      this.running += 1;
      return Promise.resolve(true);
    }
    return new Promise((resolve) => {
      const waiter: Waiter = { start: resolve, fresh };
      waiter.timer = setTimeout(() => {
        const at = this.waiting.indexOf(waiter);
        if (at !== -1) this.waiting.splice(at, 1);
        resolve(false);
      }, this.maxWaitMs);
      // A new address's render goes behind the other new ones, ahead of every recent address's.
      const behind = fresh ? this.waiting.findIndex((other) => !other.fresh) : -1;
      if (behind === -1) this.waiting.push(waiter);
      else this.waiting.splice(behind, 0, waiter);
    });
  }

  private release(elapsedMs: number): void {
    const share = this.timeShare >= 1 ? 0 : elapsedMs * (this.concurrency / this.timeShare - 1);
    const pause = Math.max(share, this.minSlotMs - elapsedMs);
    if (pause === 0) {
      this.handOver();
      return;
    }
    // The slot stays closed for the rest of its share; unref'd so that it never keeps a process alive.
    setTimeout(() => this.handOver(), pause).unref();
  }

  /** The slot passes straight from the task that ends to the first in the queue. */
  private handOver(): void {
    const next = this.waiting.shift();
    if (!next) {
      this.running -= 1;
      return;
    }
    clearTimeout(next.timer);
    next.start(true);
  }
}
