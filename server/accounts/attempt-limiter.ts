/**
 * Failed-attempt counters for guessable secrets (a password, the 6-digit
 * reset code): after `max` failures within `windowMs` the key is locked until
 * its oldest failure leaves the window. Kept in memory: a restart or
 * /__test/reset clears them (each e2e test starts from a reset, so the suite's
 * many sign-ins never add up).
 */
export class AttemptLimiter {
  private readonly failures = new Map<string, number[]>()

  constructor(
    readonly max: number,
    readonly windowMs: number,
  ) {}

  private recent(key: string, now: number): number[] {
    const kept = (this.failures.get(key) ?? []).filter((at) => now - at < this.windowMs)
    if (kept.length > 0) this.failures.set(key, kept)
    else this.failures.delete(key)
    return kept
  }

  /** Milliseconds until `key` may try again; 0 when it may now. */
  waitMs(key: string, now: number): number {
    const recent = this.recent(key, now)
    if (recent.length < this.max) return 0
    const oldest = recent[recent.length - this.max] ?? now
    return Math.max(1, oldest + this.windowMs - now)
  }

  /** Counts a failure; answers whether `key` is now locked (this was its last allowed try). */
  fail(key: string, now: number): boolean {
    this.failures.set(key, [...this.recent(key, now), now])
    return this.waitMs(key, now) > 0
  }

  forget(key: string) {
    this.failures.delete(key)
  }

  clear() {
    this.failures.clear()
  }
}
