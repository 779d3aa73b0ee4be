import { describe, expect, it } from 'vitest';
import { isCrossSiteRequest } from './crossSite';

const shop = ['https://shop.example'];
const post = (headers: Record<string, string>) =>
  new Request('https://shop.example/de-de/account/profile', { method: 'POST', headers });

describe('every mutating action refuses cross-site requests', () => {
  it('refuses a form another site posts (Sec-Fetch-Site: cross-site)', () => {
    expect(isCrossSiteRequest(post({ 'sec-fetch-site': 'cross-site' }), shop)).toBe(true);
  });

  it('refuses a sibling host of the same site', () => {
    expect(isCrossSiteRequest(post({ 'sec-fetch-site': 'same-site' }), shop)).toBe(true);
  });

  it("refuses an Origin that is not the shop's, and the opaque origin 'null'", () => {
    expect(isCrossSiteRequest(post({ origin: 'https://evil.example' }), shop)).toBe(true);
    expect(isCrossSiteRequest(post({ origin: 'null' }), shop)).toBe(true);
  });

  it("accepts the shop's own forms", () => {
    const own = post({ 'sec-fetch-site': 'same-origin', origin: 'https://shop.example' });
    expect(isCrossSiteRequest(own, shop)).toBe(false);
  });

  it('accepts a request that is no browser acting for a shopper (no Origin, no Sec-Fetch-Site)', () => {
    expect(isCrossSiteRequest(post({}), shop)).toBe(false);
  });

  it('never refuses a page view (GET)', () => {
    const view = new Request('https://shop.example/de-de/login', {
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(isCrossSiteRequest(view, shop)).toBe(false);
  });
});
