/**
 * The addresses a public form's store refused for its hourly limit (the lead forms, /indique, the blog's
 * newsletter box), by the form's page, each until the store said its limit lifts (issue 55, M1). The
 * database count stays the truth: this only spares a render to refuse again what it would refuse, and a
 * count only falls with time. Per process, like the token buckets; bounded, the oldest forgotten first.
 */
export class LimitedForms {
  private readonly until = new Map<string, number>();

  constructor(
    private readonly maxEntries = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  private static key(address: string, path: string) {
    return `${address} ${path}`;
  }

  /** Remembers that `address` is at its limit on the form of `path` until `until`. */
  remember(address: string, path: string, until: Date): void {
    const key = LimitedForms.key(address, path);
    this.until.delete(key);
    if (this.until.size >= this.maxEntries) {
      const oldest = this.until.keys().next().value;
      if (oldest !== undefined) this.until.delete(oldest);
    }
    this.until.set(key, until.getTime());
  }

  /** Whether `address` is still at its limit on the form of `path`. Cheap and synchronous (the front asks). */
  has(address: string, path: string): boolean {
    const key = LimitedForms.key(address, path);
    const until = this.until.get(key);
    if (until === undefined) return false;
    if (until > this.now()) return true;
    this.until.delete(key);
    return false;
  }
}
