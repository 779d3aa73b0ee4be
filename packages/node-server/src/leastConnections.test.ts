import { describe, expect, it } from 'vitest';
import { LeastConnections } from './leastConnections.js';

describe('least connections (each new connection to the worker with the fewest open ones)', () => {
  it('picks nothing while no worker is added', () => {
    expect(new LeastConnections<string>().pick()).toBeUndefined();
  });

  it('rotates between workers with equally many open connections', () => {
    const balancer = new LeastConnections<string>();
    for (const worker of ['a', 'b', 'c']) balancer.add(worker);
    expect(Array.from({ length: 7 }, () => balancer.pick())).toEqual(['a', 'b', 'c', 'a', 'b', 'c', 'a']);
    expect(balancer.openConnections()).toEqual([2, 2, 3]);
  });

  it('splits a burst of connections evenly', () => {
    const balancer = new LeastConnections<string>();
    balancer.add('a');
    balancer.add('b');
    const picks = Array.from({ length: 16 }, () => balancer.pick());
    expect(picks.filter((worker) => worker === 'a')).toHaveLength(8);
    expect(balancer.openConnectionsOf('a')).toBe(8);
    expect(balancer.openConnectionsOf('b')).toBe(8);
  });

  it('gives the next connections to the worker whose connections closed', () => {
    const balancer = new LeastConnections<string>();
    balancer.add('a');
    balancer.add('b');
    for (let index = 0; index < 4; index += 1) balancer.pick();
    balancer.closed('b');
    expect(balancer.pick()).toBe('b');
    balancer.closed('a');
    balancer.closed('a');
    expect([balancer.pick(), balancer.pick()]).toEqual(['a', 'a']);
  });

  it('never counts below zero, and ignores closes of a worker it does not know', () => {
    const balancer = new LeastConnections<string>();
    balancer.add('a');
    balancer.add('b');
    balancer.closed('a');
    balancer.closed('gone');
    expect(balancer.openConnections()).toEqual([0, 0]);
    expect(balancer.openConnectionsOf('gone')).toBeUndefined();
    expect([balancer.pick(), balancer.pick()]).toEqual(['a', 'b']);
  });

  it('stops picking a removed worker, and starts a worker added later at zero', () => {
    const balancer = new LeastConnections<string>();
    balancer.add('a');
    balancer.add('b');
    balancer.pick();
    balancer.pick();
    balancer.remove('a');
    expect([balancer.pick(), balancer.pick()]).toEqual(['b', 'b']);
    balancer.add('c');
    expect([balancer.pick(), balancer.pick(), balancer.pick()]).toEqual(['c', 'c', 'c']);
    expect(balancer.pick()).toBe('b');
  });
});
