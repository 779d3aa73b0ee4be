import { describe, expect, it } from 'vitest';
import { countryBannerDismissalCookie, isCountryBannerDismissed } from './countryBannerCookie';

describe('country banner dismissal cookie', () => {
  it('is kept for 365 days on every path, Secure outside plain-http localhost', () => {
    expect(countryBannerDismissalCookie({ secure: true })).toBe(
      'country_banner_dismissed=1; Max-Age=31536000; Path=/; SameSite=Lax; Secure',
    );
    expect(countryBannerDismissalCookie({ secure: false })).toBe(
      'country_banner_dismissed=1; Max-Age=31536000; Path=/; SameSite=Lax',
    );
  });

  it.each([
    ['country_banner_dismissed=1', true],
    ['i18n_redirected=de-de; country_banner_dismissed=1', true],
    ['country_banner_dismissed=1;i18n_redirected=de-de', true],
    ['', false],
    ['i18n_redirected=de-de', false],
    ['country_banner_dismissed=0', false],
    ['my_country_banner_dismissed=1', false],
  ])('reads %o as dismissed: %s', (cookies, dismissed) => {
    expect(isCountryBannerDismissed(cookies)).toBe(dismissed);
  });
});
