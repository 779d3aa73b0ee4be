import { describe, expect, it } from 'vitest';
import { pageHeaders, privatePageHeaders } from './pageHeaders';

describe('the headers of a page rendered after its action', () => {
  it("are the loader's when no action ran", () => {
    const loader = new Headers({ 'Cache-Control': 'public, s-maxage=60' });
    expect(pageHeaders(loader, new Headers())).toBe(loader);
  });

  it("take the action's cache rule and add its cookies to the loader's", () => {
    const loader = new Headers({ 'Cache-Control': 'public, s-maxage=60' });
    loader.append('Set-Cookie', 'lang=1');
    const action = new Headers({ 'Cache-Control': 'private, no-store' });
    action.append('Set-Cookie', 'token=2');
    const headers = pageHeaders(loader, action);
    expect(headers.get('Cache-Control')).toBe('private, no-store');
    expect(headers.getSetCookie()).toEqual(['lang=1', 'token=2']);
  });
});

describe("the headers of a shopper's own page (cart, wishlist, checkout, wallet, confirmation)", () => {
  it("are private and never stored, whatever the loader said, with the loader's and the action's cookies", () => {
    const loader = new Headers({ 'Cache-Control': 'public, s-maxage=60' });
    loader.append('Set-Cookie', 'lang=1');
    const action = new Headers();
    action.append('Set-Cookie', 'token=2');
    const headers = privatePageHeaders(loader, action);
    expect(headers.get('Cache-Control')).toBe('private, no-store');
    expect(headers.getSetCookie()).toEqual(['lang=1', 'token=2']);
    expect(privatePageHeaders(new Headers()).get('Cache-Control')).toBe('private, no-store');
  });
});
