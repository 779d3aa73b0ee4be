import { describe, expect, it } from 'vitest';
import { isCrossSiteRequest } from './crossSite';

const post = (headers: Record<string, string>) =>
  new Request('http://127.0.0.1:3000/de-de/cart/change', { method: 'POST', headers });

describe('issue 15: every mutating action refuses a cross-site request', () => {
  it.each([
    [{ 'sec-fetch-site': 'same-origin' }, false],
    [{ 'sec-fetch-site': 'none' }, false],
    [{ 'sec-fetch-site': 'cross-site' }, true],
    // Another subdomain of the shop's site is not the shop's origin.
    [{ 'sec-fetch-site': 'same-site' }, true],
    [{ origin: 'http://127.0.0.1:3000' }, false],
    [{ origin: 'https://shop.example' }, false],
    [{ origin: 'https://evil.example' }, true],
    [{ origin: 'null' }, true],
    [{}, false],
  ])('%o is cross-site: %s', (headers, refused) => {
    expect(isCrossSiteRequest(post(headers), 'https://shop.example')).toBe(refused);
  });
});
