import { describe, expect, it } from 'vitest';
import { filterFormHref } from './filterFormHref';

describe('spec 5 listing filters: empty values are dropped', () => {
  it('a submitted filter form never puts empty values in the URL', () => {
    const entries: [string, string][] = [
      ['order', 'price-asc'],
      ['min-price', ''],
      ['max-price', ''],
      ['rating', ''],
      ['shipping-free', '1'],
    ];
    expect(filterFormHref('/de-de/Pflege/', entries)).toBe('/de-de/Pflege/?order=price-asc&shipping-free=1');
  });

  it('a form with nothing but empty values leads to the plain listing', () => {
    expect(filterFormHref('/de-de/Pflege/', [['min-price', '']])).toBe('/de-de/Pflege/');
  });

  it('multi-value filters repeat their name, in the order chosen', () => {
    const entries: [string, string][] = [
      ['manufacturer', 'a'],
      ['manufacturer', 'b'],
    ];
    expect(filterFormHref('/fr-fr/soins/', entries)).toBe('/fr-fr/soins/?manufacturer=a&manufacturer=b');
  });
});

describe('issue 19: with JavaScript the filter form goes straight to a filter page the loader named', () => {
  const brand = 'a'.repeat(32);
  const filterPages = [{ id: brand, href: '/de-de/Pflege/lumiere/' }];

  it('one brand chosen leads to its filter page, the other choices as its query (no redirect on the way)', () => {
    const entries: [string, string][] = [
      ['order', ''],
      ['manufacturer', brand],
      ['min-price', ''],
      ['shipping-free', '1'],
    ];
    expect(filterFormHref('/de-de/Pflege/', entries, filterPages)).toBe(
      '/de-de/Pflege/lumiere/?shipping-free=1',
    );
  });

  it("a further filter on top of the brand goes on as the category's query", () => {
    const entries: [string, string][] = [
      ['manufacturer', brand],
      ['properties', 'c'.repeat(32)],
    ];
    expect(filterFormHref('/de-de/Pflege/', entries, filterPages)).toBe(
      `/de-de/Pflege/?manufacturer=${brand}&properties=${'c'.repeat(32)}`,
    );
  });

  it("removing the filter page's brand returns to the category", () => {
    expect(filterFormHref('/de-de/Pflege/', [['order', '']], filterPages)).toBe('/de-de/Pflege/');
  });
});

describe('issue 19: the untouched default sort does not land in URLs', () => {
  it('the default sorting is sent as an empty value and dropped like one', () => {
    expect(
      filterFormHref('/de-de/Pflege/', [
        ['order', ''],
        ['rating', '4'],
      ]),
    ).toBe('/de-de/Pflege/?rating=4');
  });
});
