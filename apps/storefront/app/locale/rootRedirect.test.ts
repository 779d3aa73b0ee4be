import { describe, expect, it } from 'vitest';
import { rootRedirectLocale } from './rootRedirect';

describe('the root redirect is configurable (spec 2.1: cookie, then the configured default)', () => {
  it.each([
    [undefined, 'de-de', 'de-de'],
    [undefined, 'fr-ch', 'fr-ch'],
    ['en-gb', 'de-de', 'en-gb'],
    ['de-at', 'fr-fr', 'de-at'],
  ] as const)('remembered %s with the default %s redirects to %s', (remembered, setting, target) => {
    expect(rootRedirectLocale(remembered, setting)).toBe(target);
  });

  it('does not redirect when switched off, whatever the cookie says', () => {
    expect(rootRedirectLocale('en-gb', 'off')).toBeUndefined();
    expect(rootRedirectLocale(undefined, 'off')).toBeUndefined();
  });
});
