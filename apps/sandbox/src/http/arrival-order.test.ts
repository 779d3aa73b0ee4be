import type { IncomingMessage, ServerResponse } from 'node:http';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { inArrivalOrder } from './arrival-order.js';

/** Stand-ins for a request and its response; the queue only passes them on. */
const exchange = (name: string) =>
  [{ url: name } as IncomingMessage, {} as ServerResponse] as [IncomingMessage, ServerResponse];

describe('inArrivalOrder', () => {
  it('handles no request inside the callback that received it', () => {
    const handled: string[] = [];
    const listener = inArrivalOrder((request) => handled.push(request.url ?? ''));
    listener(...exchange('a'));
    expect(handled).toEqual([]);
  });

  it('handles one request per event-loop turn, in the order they arrived', async () => {
    const handled: string[] = [];
    const listener = inArrivalOrder((request) => handled.push(request.url ?? ''));
    for (const name of ['a', 'b', 'c']) listener(...exchange(name));
    await nextTurn();
    expect(handled).toEqual(['a']);
    listener(...exchange('d'));
    await nextTurn();
    await nextTurn();
    await nextTurn();
    expect(handled).toEqual(['a', 'b', 'c', 'd']);
  });

  it('starts again when a request arrives after the queue ran empty', async () => {
    const handled: string[] = [];
    const listener = inArrivalOrder((request) => handled.push(request.url ?? ''));
    listener(...exchange('a'));
    await nextTurn();
    await nextTurn();
    listener(...exchange('b'));
    await nextTurn();
    expect(handled).toEqual(['a', 'b']);
  });
});
