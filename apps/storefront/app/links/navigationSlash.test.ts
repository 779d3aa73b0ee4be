import { describe, expect, it } from 'vitest';
import { navigationSlashRedirect } from './navigationSlash';

const id = 'c'.repeat(32);

describe('/navigation/{id} without its trailing slash redirects to the slashed form (spec 2.1)', () => {
  it('adds the slash and keeps the query', () => {
    expect(
      navigationSlashRedirect('GET', new URL(`http://shop/de-de/navigation/${id}?order=price-asc`)),
    ).toBe(`/de-de/navigation/${id}/?order=price-asc`);
    expect(navigationSlashRedirect('HEAD', new URL(`http://shop/navigation/${id}`))).toBe(
      `/navigation/${id}/`,
    );
  });

  it('leaves the slashed form and non-page requests alone', () => {
    expect(navigationSlashRedirect('GET', new URL(`http://shop/de-de/navigation/${id}/`))).toBeUndefined();
    expect(navigationSlashRedirect('POST', new URL(`http://shop/de-de/navigation/${id}`))).toBeUndefined();
  });
});
