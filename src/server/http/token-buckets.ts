/**
 * A token bucket per key (a client address): `capacity` requests at once, then `perSecond` more each
 * second. The number of keys is bounded; the least recently seen go first (a forgotten key starts full,
 * which only errs on the visitor's side).
 */
export class TokenBuckets {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor(
    private readonly options: {
      capacity: number;
      perSecond: number;
      maxKeys?: number;
      /** Milliseconds; a monotonic clock unless a test drives it. */
      now?: () => number;
    },
  ) {}

  /** Whether `take(key)` would refuse now, without taking or touching anything (the server's front asks). */
  isEmpty(key: string): boolean {
    const { capacity, perSecond, now = () => performance.now() } = this.options;
    const bucket = this.buckets.get(key);
    if (!bucket) return false;
    return Math.min(capacity, bucket.tokens + ((now() - bucket.at) / 1000) * perSecond) < 1;
  }

  /** Takes one token for `key`: false when the bucket is empty (the request is over the limit). */
  take(key: string): boolean {
    const { capacity, perSecond, maxKeys = 10_000, now = () => performance.now() } = this.options;
    const at = now();
    const bucket = this.buckets.get(key);
    let tokens = capacity;
    if (bucket) {
      tokens = Math.min(capacity, bucket.tokens + ((at - bucket.at) / 1000) * perSecond);
      this.buckets.delete(key);
    } else if (this.buckets.size >= maxKeys) {
      const leastRecent = this.buckets.keys().next().value;
      if (leastRecent !== undefined) this.buckets.delete(leastRecent);
    }
    const allowed = tokens >= 1;
    this.buckets.set(key, { tokens: allowed ? tokens - 1 : tokens, at });
    return allowed;
  }
}
