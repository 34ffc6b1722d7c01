import { describe, expect, it } from 'vitest';
import { FairQueue } from './fair-queue.ts';

/** Everything still queued, in the order `shift` gives it. */
function drain<T>(queue: FairQueue<T>): T[] {
  const out: T[] = [];
  for (let item = queue.shift(); item !== undefined; item = queue.shift()) out.push(item);
  return out;
}

describe('FairQueue', () => {
  it('is first in, first out for one key', () => {
    const queue = new FairQueue<string>();
    for (const item of ['a1', 'a2', 'a3']) queue.push('a', item);
    expect(drain(queue)).toEqual(['a1', 'a2', 'a3']);
    expect(queue.shift()).toBeUndefined();
  });

  it("serves keys in turn: one requester's long line does not hold up another's one item", () => {
    const queue = new FairQueue<string>();
    for (let i = 1; i <= 5; i += 1) queue.push('big', `big${i}`);
    queue.push('small', 'small1');
    queue.push('other', 'other1');
    queue.push('other', 'other2');
    expect(drain(queue)).toEqual([
      'big1',
      'small1',
      'other1',
      'big2',
      'other2',
      'big3',
      'big4',
      'big5',
    ]);
  });

  it("serves a newcomer's first item next, ahead of second items", () => {
    const queue = new FairQueue<string>();
    for (let i = 1; i <= 4; i += 1) queue.push('a', `a${i}`);
    for (let i = 1; i <= 4; i += 1) queue.push('b', `b${i}`);
    expect([queue.shift(), queue.shift(), queue.shift()]).toEqual(['a1', 'b1', 'a2']);
    queue.push('c', 'c1');
    expect(drain(queue)).toEqual(['c1', 'b2', 'a3', 'b3', 'a4', 'b4']);
  });

  it('remembers who was served after their line emptied: their next item waits its turn', () => {
    const queue = new FairQueue<string>();
    queue.push('a', 'a1');
    expect(queue.shift()).toBe('a1');
    // a1 is running; a queues again before b does.
    queue.push('a', 'a2');
    queue.push('b', 'b1');
    queue.push('b', 'b2');
    expect(drain(queue)).toEqual(['b1', 'a2', 'b2']);
  });

  it('forgets the least recently served keys beyond its memory', () => {
    const queue = new FairQueue<string>({ remember: 2 });
    for (const key of ['a', 'b', 'c']) {
      queue.push(key, `${key}1`);
      queue.shift();
    }
    // a is forgotten (a newcomer again); c is remembered.
    queue.push('c', 'c2');
    queue.push('a', 'a2');
    expect(drain(queue)).toEqual(['a2', 'c2']);
  });

  it('counts items in all and per key', () => {
    const queue = new FairQueue<number>();
    queue.push('a', 1);
    queue.push('a', 2);
    queue.push('b', 3);
    expect([queue.size, queue.sizeOf('a'), queue.sizeOf('b'), queue.sizeOf('c')]).toEqual([
      3, 2, 1, 0,
    ]);
    queue.shift();
    queue.shift();
    expect([queue.size, queue.sizeOf('a'), queue.sizeOf('b')]).toEqual([1, 1, 0]);
  });
});
