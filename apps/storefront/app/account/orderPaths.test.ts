import { describe, expect, it } from 'vitest';
import {
  isDeepLinkOrderPath,
  orderListPageOf,
  orderListPath,
  orderPath,
  orderReferenceOf,
} from './orderPaths';

describe('order paths', () => {
  it('puts the list and an order under the locale prefix, the page in the query from page 2', () => {
    expect(orderListPath('de-ch')).toBe('/de-ch/account/order');
    expect(orderListPath('fr-fr', 3)).toBe('/fr-fr/account/order?page=3');
    expect(orderPath('en-gb', 'a'.repeat(32), '/return')).toBe(
      `/en-gb/account/order/${'a'.repeat(32)}/return`,
    );
  });

  it.each([
    ['', 1],
    ['?page=2', 2],
    ['?page=0', 1],
    ['?page=-1', 1],
    ['?page=2.5', 1],
    ['?page=abc', 1],
    ['?page=99999999', 1],
  ])('reads the list page of %j as %i', (search, page) => {
    expect(orderListPageOf(new URL(`http://shop.test/account/order${search}`))).toBe(page);
  });

  it('tells an order id from the deep link code of the order mail', () => {
    expect(orderReferenceOf('0123456789ABCDEF0123456789abcdef')).toEqual({
      kind: 'id',
      id: '0123456789abcdef0123456789abcdef',
    });
    expect(orderReferenceOf('Xy_-3kQ9aZ0bC1dE2fG3hI4jK5lM6nO7')).toEqual({
      kind: 'deepLink',
      code: 'Xy_-3kQ9aZ0bC1dE2fG3hI4jK5lM6nO7',
    });
    expect(orderReferenceOf('../../etc')).toBeUndefined();
    expect(orderReferenceOf('short')).toBeUndefined();
  });

  it('knows the pages the order mail’s deep link opens, under any locale prefix, and nothing else', () => {
    const code = 'Xy_-3kQ9aZ0bC1dE2fG3hI4jK5lM6nO7';
    expect(isDeepLinkOrderPath(`/de-de/account/order/${code}`)).toBe(true);
    expect(isDeepLinkOrderPath(`/account/order/${code}/return`)).toBe(true);
    expect(isDeepLinkOrderPath(`/fr-ch/account/order/${code}/return/success`)).toBe(true);
    expect(isDeepLinkOrderPath(`/de-de/account/order/${'a'.repeat(32)}`)).toBe(false);
    expect(isDeepLinkOrderPath('/de-de/account/order')).toBe(false);
    expect(isDeepLinkOrderPath(`/de-de/account/profile/${code}`)).toBe(false);
  });
});
