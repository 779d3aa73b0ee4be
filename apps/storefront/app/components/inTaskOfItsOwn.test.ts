import { describe, expect, it } from 'vitest';
import { inTaskOfItsOwn } from './inTaskOfItsOwn';

describe('inTaskOfItsOwn', () => {
  it('starts the work only after the current task and its microtasks', async () => {
    const order: string[] = [];
    const done = inTaskOfItsOwn(async () => {
      order.push('work');
      return 'loaded';
    });
    queueMicrotask(() => order.push('microtask'));
    expect(order).toEqual([]);
    await expect(done).resolves.toBe('loaded');
    expect(order).toEqual(['microtask', 'work']);
  });

  it('gives two calls a task each: the second starts after a task queued between them', async () => {
    const order: string[] = [];
    const first = inTaskOfItsOwn(async () => void order.push('first'));
    const between = new Promise<void>((resolve) =>
      setTimeout(() => {
        order.push('between');
        resolve();
      }, 0),
    );
    const second = inTaskOfItsOwn(async () => void order.push('second'));
    await Promise.all([first, between, second]);
    expect(order).toEqual(['first', 'between', 'second']);
  });

  it('passes a failed load on to the caller', async () => {
    await expect(inTaskOfItsOwn(() => Promise.reject(new Error('chunk gone')))).rejects.toThrow('chunk gone');
  });
});
