import { describe, expect, it } from 'vitest';
import { fill } from './template';

describe('fill', () => {
  it('replaces named slots and keeps unknown ones visible', () => {
    expect(fill('from {n}', { n: 10 })).toBe('from 10');
    expect(fill('{current} of {total}', { current: 2, total: 5 })).toBe('2 of 5');
    expect(fill('to {x}', { n: 1 })).toBe('to {x}');
  });
});
