import { describe, expect, it } from 'vitest';
import { isSetProduct } from './productBundle.js';

describe('set products', () => {
  it.each([
    [{ product_type: 'set' }, true],
    [{ product_type: 'standard' }, false],
    [{ product_type: 'download' }, false],
    [undefined, false],
  ])('custom fields %o mark a set: %s', (customFields, expected) => {
    expect(isSetProduct({ customFields })).toBe(expected);
  });
});
