/**
 * A queue that is fair between requesters: items wait in one line per key (a user, a client
 * IP), and `shift` serves the waiting key that was served least recently (a key never served
 * first, in the order the keys arrived). Everyone waiting gets one item served before anyone
 * gets a second, so someone who queued many items waits behind their own items, not in front
 * of everyone else's, and a newcomer's first item is next.
 *
 * The queue remembers when each key was last served, also after its line emptied (its item
 * may still be running): a requester whose job just started queues behind one who has been
 * waiting. That memory is bounded; the least recently served keys are forgotten first.
 */
export class FairQueue<T> {
  /** Waiting items per key, keys in the order their lines started. */
  private readonly lines = new Map<string, T[]>();
  /** The turn each key was last served in, least recent first. */
  private readonly served = new Map<string, number>();
  private turn = 0;
  private count = 0;
  private readonly remember: number;

  constructor(options: { remember?: number } = {}) {
    this.remember = options.remember ?? 10_000;
  }

  /** Items waiting, over all keys. */
  get size(): number {
    return this.count;
  }

  /** Items waiting for one key. */
  sizeOf(key: string): number {
    return this.lines.get(key)?.length ?? 0;
  }

  push(key: string, item: T): void {
    const line = this.lines.get(key);
    if (line) line.push(item);
    else this.lines.set(key, [item]);
    this.count += 1;
  }

  /** The next item: the head of the line of the key served least recently. */
  shift(): T | undefined {
    let chosen: string | undefined;
    let chosenTurn = Infinity;
    for (const key of this.lines.keys()) {
      const turn = this.served.get(key) ?? -1;
      if (turn < chosenTurn) {
        chosen = key;
        chosenTurn = turn;
        if (turn === -1) break;
      }
    }
    if (chosen === undefined) return undefined;
    const line = this.lines.get(chosen)!;
    const item = line.shift();
    if (line.length === 0) this.lines.delete(chosen);
    this.count -= 1;
    this.served.delete(chosen);
    this.served.set(chosen, this.turn++);
    if (this.served.size > this.remember) this.served.delete(this.served.keys().next().value!);
    return item;
  }
}
