import { describe, expect, it } from 'vitest';
import { paginationRange } from './paginationRange';

describe('pagination range', () => {
  it.each([
    { current: 1, total: 1, expected: [1] },
    { current: 3, total: 7, expected: [1, 2, 3, 4, 5, 6, 7] },
    { current: 1, total: 20, expected: [1, 2, 3, 4, 5, 'gap', 20] },
    { current: 4, total: 20, expected: [1, 2, 3, 4, 5, 'gap', 20] },
    { current: 5, total: 20, expected: [1, 'gap', 4, 5, 6, 'gap', 20] },
    { current: 17, total: 20, expected: [1, 'gap', 16, 17, 18, 19, 20] },
    { current: 20, total: 20, expected: [1, 'gap', 16, 17, 18, 19, 20] },
    { current: 99, total: 20, expected: [1, 'gap', 16, 17, 18, 19, 20] },
    { current: 1, total: 0, expected: [] },
  ])('shows $expected for page $current of $total', ({ current, total, expected }) => {
    expect(paginationRange(current, total)).toEqual(expected);
  });

  it('keeps the same number of slots wherever the current page is', () => {
    const lengths = new Set(Array.from({ length: 30 }, (_, i) => paginationRange(i + 1, 30).length));
    expect([...lengths]).toEqual([7]);
  });
});
