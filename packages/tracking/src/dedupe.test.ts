import { describe, expect, it } from 'vitest';
import { dedupe, fingerprintOf } from './dedupe';
import { DEDUPE_WINDOW_MS } from './timing';

describe('spec 9 analytics dedupe window of 30 seconds', () => {
  it('is 30 000 ms', () => {
    expect(DEDUPE_WINDOW_MS).toBe(30_000);
  });

  it('drops the same event again within 30 seconds', () => {
    const first = dedupe(new Map(), 'page-meta:/', 1_000);
    expect(first.pass).toBe(true);
    expect(dedupe(first.state, 'page-meta:/', 1_000 + 29_999).pass).toBe(false);
  });

  it('lets the same event through again once 30 seconds have passed', () => {
    const first = dedupe(new Map(), 'page-meta:/', 1_000);
    expect(dedupe(first.state, 'page-meta:/', 31_000).pass).toBe(true);
  });

  it('never holds back a different event', () => {
    const first = dedupe(new Map(), 'page-meta:/', 1_000);
    expect(dedupe(first.state, 'page-meta:/search', 1_001).pass).toBe(true);
  });

  it('forgets fingerprints older than the window', () => {
    const first = dedupe(new Map(), 'a', 0);
    expect([...dedupe(first.state, 'b', 40_000).state.keys()]).toEqual(['b']);
  });

  it('counts two events with the same fields in another order as the same', () => {
    expect(fingerprintOf({ event: 'x', a: 1, b: { c: 2, d: 3 } })).toBe(
      fingerprintOf({ b: { d: 3, c: 2 }, a: 1, event: 'x' }),
    );
  });
});
