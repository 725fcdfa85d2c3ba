/**
 * Runs work for a set of keys one at a time per key, in this process: attempts under one key wait for each other
 * instead of being counted while they are checked. So ten simultaneous right sign-ins all succeed (none is taken for
 * a failure while another is checked), and a burst of wrong ones cannot all be checked before the first failure is
 * recorded: each sees the failures of those before it. Across instances the database row is the shared truth.
 */
export class KeyQueue {
  private readonly tails = new Map<string, Promise<void>>();

  async run<T>(keys: readonly string[], work: () => Promise<T>): Promise<T> {
    // Taken in one order everywhere, so two attempts with overlapping keys never wait for each other in a circle.
    const sorted = [...new Set(keys)].sort();
    const previous = sorted.map((key) => this.tails.get(key) ?? Promise.resolve());
    let release!: () => void;
    const mine = new Promise<void>((resolve) => {
      release = resolve;
    });
    for (const key of sorted) this.tails.set(key, mine);
    try {
      await Promise.all(previous);
      return await work();
    } finally {
      release();
      for (const key of sorted) if (this.tails.get(key) === mine) this.tails.delete(key);
    }
  }
}
