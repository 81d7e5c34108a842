/**
 * Counts events per key (failed log-ins of an account, of an address) within a sliding window, in
 * this process's memory. One CMS process holds the counts; several would each count their own
 * share, which still slows an attacker by the number of processes at most.
 */
export class AttemptCounter {
  private readonly times = new Map<string, number[]>();

  constructor(private readonly windowMs: number, private readonly maxKeys = 100_000) {}

  /** How many events `key` had within the window before `now`. */
  count(key: string, now = Date.now()): number {
    return this.recent(key, now).length;
  }

  /** Records one event for `key`; answers the count including it. */
  add(key: string, now = Date.now()): number {
    const times = [...this.recent(key, now), now];
    this.times.delete(key);
    // The oldest keys go first when the table is full, so memory stays bounded under a flood.
    if (this.times.size >= this.maxKeys) this.times.delete(this.times.keys().next().value as string);
    this.times.set(key, times);
    return times.length;
  }

  /** Forgets `key` (a successful log-in clears its account's failures). */
  clear(key: string) {
    this.times.delete(key);
  }

  private recent(key: string, now: number): number[] {
    const times = (this.times.get(key) ?? []).filter((time) => now - time < this.windowMs);
    if (times.length === 0) this.times.delete(key);
    return times;
  }
}
