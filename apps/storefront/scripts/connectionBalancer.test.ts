import { describe, expect, it } from 'vitest';
import { LeastConnections } from './connectionBalancer.ts';

describe('connection balancer (each new connection to the worker with the fewest open ones)', () => {
  it('splits a burst of connections evenly', () => {
    const balancer = new LeastConnections<string>();
    balancer.add('a');
    balancer.add('b');
    const picks = Array.from({ length: 16 }, () => balancer.pick());
    expect(picks.filter((worker) => worker === 'a')).toHaveLength(8);
    expect(balancer.openConnections('a')).toBe(8);
    expect(balancer.openConnections('b')).toBe(8);
  });

  it('gives the next connection to the worker whose connections closed', () => {
    const balancer = new LeastConnections<string>();
    balancer.add('a');
    balancer.add('b');
    for (let index = 0; index < 4; index += 1) balancer.pick();
    balancer.closed('b');
    balancer.closed('b');
    expect(balancer.pick()).toBe('b');
    expect(balancer.pick()).toBe('b');
    expect(balancer.openConnections('b')).toBe(2);
  });

  it('never counts below zero', () => {
    const balancer = new LeastConnections<string>();
    balancer.add('a');
    balancer.closed('a');
    expect(balancer.openConnections('a')).toBe(0);
  });

  it('has no worker to offer before one is ready or after the last one is removed', () => {
    const balancer = new LeastConnections<string>();
    expect(balancer.pick()).toBeUndefined();
    balancer.add('a');
    balancer.remove('a');
    expect(balancer.pick()).toBeUndefined();
  });
});
