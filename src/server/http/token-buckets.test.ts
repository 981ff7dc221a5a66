import { describe, expect, it } from "vitest";
import { TokenBuckets } from "./token-buckets";

describe("token buckets per address", () => {
  it("allow a burst, refuse beyond it, and refill at their rate", () => {
    let now = 0;
    const buckets = new TokenBuckets({ capacity: 3, perSecond: 0.5, now: () => now });
    expect([1, 2, 3, 4].map(() => buckets.take("a"))).toEqual([true, true, true, false]);
    // Another address has its own bucket.
    expect(buckets.take("b")).toBe(true);
    now = 1_000;
    expect(buckets.take("a")).toBe(false);
    now = 2_000;
    expect(buckets.take("a")).toBe(true);
    expect(buckets.take("a")).toBe(false);
    // Never more than the burst, however long the wait.
    now = 1_000_000;
    expect([1, 2, 3, 4].map(() => buckets.take("a"))).toEqual([true, true, true, false]);
  });

  it("keep a bounded number of addresses, forgetting the least recently seen", () => {
    const buckets = new TokenBuckets({ capacity: 1, perSecond: 0, maxKeys: 2, now: () => 0 });
    expect(buckets.take("a")).toBe(true);
    expect(buckets.take("b")).toBe(true);
    expect(buckets.take("a")).toBe(false);
    // "b" is now the least recently seen: a third address pushes it out, and it starts afresh.
    expect(buckets.take("c")).toBe(true);
    expect(buckets.take("b")).toBe(true);
    expect(buckets.take("a")).toBe(true);
  });

  it("tell whether a take would be refused without taking, and refill as take does", () => {
    let now = 0;
    const buckets = new TokenBuckets({ capacity: 2, perSecond: 0.5, now: () => now });
    expect(buckets.isEmpty("a")).toBe(false);
    buckets.take("a");
    expect(buckets.isEmpty("a")).toBe(false);
    buckets.take("a");
    expect(buckets.isEmpty("a")).toBe(true);
    // Asking took nothing: the token that refills after two seconds is still there to take.
    now = 2_000;
    expect(buckets.isEmpty("a")).toBe(false);
    expect(buckets.isEmpty("a")).toBe(false);
    expect(buckets.take("a")).toBe(true);
    expect(buckets.isEmpty("a")).toBe(true);
  });
});
