import { describe, expect, it } from 'vitest';
import { isCrossSiteRequest } from './crossSite';

const post = (headers: Record<string, string>) =>
  new Request('http://127.0.0.1:3000/de-de/checkout', { method: 'POST', headers });
const appUrl = 'https://shop.example';

describe('issue 17: every mutating action refuses cross-site requests', () => {
  it.each([
    [{ 'sec-fetch-site': 'same-origin' }, false],
    [{ 'sec-fetch-site': 'none' }, false],
    [{ 'sec-fetch-site': 'cross-site' }, true],
    [{ 'sec-fetch-site': 'same-site' }, true],
    [{ origin: 'http://127.0.0.1:3000' }, false],
    [{ origin: 'https://shop.example' }, false],
    [{ origin: 'https://evil.example' }, true],
    [{ origin: 'null' }, true],
    [{}, false],
  ])('headers %o are cross-site: %s', (headers, crossSite) => {
    expect(isCrossSiteRequest(post(headers), appUrl)).toBe(crossSite);
  });
});
