import { describe, expect, it } from 'vitest';
import { SCRID_COOKIE, scridCookie, scridToForward } from './scridForwarding';

const page = (query: string) => new URL(`https://shop.example/de-de/pflege${query}`);

describe('scrid forwarding (spec 2.3: once per visit)', () => {
  it('forwards the scrid of a URL the visit has not seen', () => {
    expect(scridToForward(page('?scrid=abc-1'), null)).toBe('abc-1');
    expect(scridToForward(page('?scrid=abc-1'), 'other=1')).toBe('abc-1');
  });

  it('forwards nothing without a scrid or with a blank one', () => {
    expect(scridToForward(page(''), null)).toBeUndefined();
    expect(scridToForward(page('?scrid=%20'), null)).toBeUndefined();
  });

  it('does not forward the same scrid again in the visit', () => {
    expect(scridToForward(page('?scrid=abc-1'), `${SCRID_COOKIE}=abc-1`)).toBeUndefined();
  });

  it('forwards a different scrid (a new loyalty link)', () => {
    expect(scridToForward(page('?scrid=abc-2'), `${SCRID_COOKIE}=abc-1`)).toBe('abc-2');
  });

  it('remembers it in a session cookie (no Max-Age), HttpOnly and Lax, Secure when asked', () => {
    const cookie = scridCookie('abc-1', { secure: true });
    expect(cookie).toMatch(/^bs_scrid=abc-1; /);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Secure');
    expect(cookie).not.toMatch(/Max-Age|Expires/);
    expect(scridCookie('abc-1', { secure: false })).not.toContain('Secure');
  });
});
