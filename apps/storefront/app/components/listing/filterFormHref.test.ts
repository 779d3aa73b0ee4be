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
