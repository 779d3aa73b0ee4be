import { describe, expect, it } from 'vitest';
import { createRenderSlots } from './renderSlots';

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('render slots (one document rendering at a time, first come, first served)', () => {
  it('grant turns in the order they were asked for, one at a time', async () => {
    const slots = createRenderSlots(1);
    const order: string[] = [];
    const render = async (name: string) => {
      const release = await slots.acquire();
      order.push(`${name} starts`);
      await turn();
      order.push(`${name} ends`);
      release();
    };
    await Promise.all([render('a'), render('b'), render('c')]);
    expect(order).toEqual(['a starts', 'a ends', 'b starts', 'b ends', 'c starts', 'c ends']);
  });

  it('grant a turn only from a later event-loop turn, so waiting sockets are read first', async () => {
    const slots = createRenderSlots(1);
    let granted = false;
    void slots.acquire().then(() => {
      granted = true;
    });
    await Promise.resolve();
    await Promise.resolve();
    expect(granted).toBe(false);
    await turn();
    expect(granted).toBe(true);
  });

  it('let as many renders run as the limit allows', async () => {
    const slots = createRenderSlots(2);
    const first = await slots.acquire();
    await slots.acquire();
    const third = slots.acquire();
    await turn();
    expect(slots.size).toEqual({ running: 2, waiting: 1 });
    first();
    await third;
    expect(slots.size).toEqual({ running: 2, waiting: 0 });
  });

  it('count a release called twice once', async () => {
    const slots = createRenderSlots(1);
    const release = await slots.acquire();
    release();
    release();
    await turn();
    expect(slots.size).toEqual({ running: 0, waiting: 0 });
  });

  it('refuse a limit that is not a positive whole number', () => {
    for (const limit of [0, -1, 1.5])
      expect(() => createRenderSlots(limit)).toThrow(`render slots: ${limit}`);
  });
});
