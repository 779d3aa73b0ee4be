import { describe, expect, it } from 'vitest';
import { isCrossSiteRequest, shopOriginsOf } from './crossSite';

const SHOP = 'https://shop.example';
const origins = shopOriginsOf(new Request(`${SHOP}/de-de/checkout/cart`), 'https://www.shop.example');

function post(headers: Record<string, string>, method = 'POST'): Request {
  return new Request(`${SHOP}/de-de/checkout/cart`, { method, headers });
}

describe('every mutating action refuses cross-site requests', () => {
  it('lets the shop’s own forms and fetchers through (Sec-Fetch-Site same-origin)', () => {
    expect(isCrossSiteRequest(post({ 'sec-fetch-site': 'same-origin' }), origins)).toBe(false);
  });

  it('refuses a form another site submits (Sec-Fetch-Site cross-site), whatever Origin it claims', () => {
    expect(isCrossSiteRequest(post({ 'sec-fetch-site': 'cross-site', origin: SHOP }), origins)).toBe(true);
  });

  it('refuses another host of the same registrable domain (Sec-Fetch-Site same-site)', () => {
    expect(isCrossSiteRequest(post({ 'sec-fetch-site': 'same-site' }), origins)).toBe(true);
  });

  it('falls back to Origin where a browser sends no Sec-Fetch-Site: the shop’s origin or its public URL pass', () => {
    expect(isCrossSiteRequest(post({ origin: SHOP }), origins)).toBe(false);
    expect(isCrossSiteRequest(post({ origin: 'https://www.shop.example' }), origins)).toBe(false);
    expect(isCrossSiteRequest(post({ origin: 'https://evil.example' }), origins)).toBe(true);
  });

  it('refuses the opaque origin a sandboxed frame sends', () => {
    expect(isCrossSiteRequest(post({ origin: 'null' }), origins)).toBe(true);
  });

  it('a request addressed to the shop by its public URL behind a proxy passes', () => {
    expect(isCrossSiteRequest(post({ origin: 'https://www.shop.example' }), origins)).toBe(false);
  });

  it('treats every unsafe method alike (PUT, PATCH, DELETE reach actions too)', () => {
    for (const method of ['PUT', 'PATCH', 'DELETE']) {
      expect(isCrossSiteRequest(post({ 'sec-fetch-site': 'cross-site' }, method), origins)).toBe(true);
    }
  });

  it('never refuses a page view: GET and HEAD change nothing', () => {
    expect(isCrossSiteRequest(post({ 'sec-fetch-site': 'cross-site' }, 'GET'), origins)).toBe(false);
    expect(isCrossSiteRequest(post({ 'sec-fetch-site': 'cross-site' }, 'HEAD'), origins)).toBe(false);
  });

  it('lets a request without browser headers through: it cannot carry a shopper’s cookies against them', () => {
    expect(isCrossSiteRequest(post({}), origins)).toBe(false);
  });
});
