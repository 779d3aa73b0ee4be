import { describe, expect, it } from 'vitest';
import { noticesOf, returnPath, withNotices } from './returnPath';

describe('where a form without JavaScript returns to', () => {
  it.each([
    ['/de-de/detail/abc', '/de-de/detail/abc'],
    ['/de-de/search?search=serum', '/de-de/search?search=serum'],
    ['//evil.example/x', '/fallback'],
    ['/\\evil.example', '/fallback'],
    ['https://evil.example/', '/fallback'],
    ['javascript:alert(1)', '/fallback'],
    ['', '/fallback'],
  ])('%s returns to %s', (value, expected) => {
    expect(returnPath(value, '/fallback')).toBe(expected);
  });

  it('carries the answer’s message keys once, and reads back only well-formed keys', () => {
    const path = withNotices('/de-de/checkout/cart', ['promotion-not-found', 'promotion-not-found', 'x']);
    expect(path).toBe('/de-de/checkout/cart?notice=promotion-not-found%2Cx');
    expect(noticesOf(new URL(path, 'http://a').searchParams)).toEqual(['promotion-not-found', 'x']);
    expect(noticesOf(new URLSearchParams('notice=<script>,ok-key'))).toEqual(['ok-key']);
  });
});
