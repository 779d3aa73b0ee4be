import { describe, expect, it } from 'vitest';
import { sortBySize } from './sizeSort.js';

describe('size property values (spec 5)', () => {
  it('sort by the first number in their name', () => {
    const names = ['100 ml', '30 ml', '7,5 ml', 'Travel size', '50 ml (2 x 25)', '15ml'];
    expect(sortBySize(names.map((name) => ({ name }))).map(({ name }) => name)).toEqual([
      '7,5 ml',
      '15ml',
      '30 ml',
      '50 ml (2 x 25)',
      '100 ml',
      'Travel size',
    ]);
  });

  it('keeps the given order for equal sizes and does not change its input', () => {
    const values = [
      { name: '50 ml refill', id: 1 },
      { name: '30 ml', id: 2 },
      { name: '50 ml', id: 3 },
    ];
    expect(sortBySize(values).map(({ id }) => id)).toEqual([2, 1, 3]);
    expect(values.map(({ id }) => id)).toEqual([1, 2, 3]);
  });
});
