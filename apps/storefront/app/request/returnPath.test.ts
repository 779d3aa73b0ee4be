import { describe, expect, it } from 'vitest';
import { loginHref, safeReturnPath } from './returnPath';

const fallback = '/de-de/account';

describe('login returns only to a path of the shop (no open redirect)', () => {
  it('keeps a same-site path with its query', () => {
    expect(safeReturnPath('/de-de/account/order?page=2', fallback)).toBe('/de-de/account/order?page=2');
  });

  it.each([
    ['an absolute URL', 'https://evil.example/'],
    ['a protocol-relative URL', '//evil.example'],
    ['a backslash host', '/\\evil.example'],
    ['a tab inside the slashes', '/\t/evil.example'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a relative path', 'account'],
    ['nothing', ''],
    ['a non-string', ['/de-de']],
  ])('falls back for %s', (_name, value) => {
    expect(safeReturnPath(value, fallback)).toBe(fallback);
  });

  it('writes the return path into the login link', () => {
    expect(loginHref('/de-de/login', '/de-de/account/address')).toBe(
      '/de-de/login?redirectTo=%2Fde-de%2Faccount%2Faddress',
    );
  });
});
