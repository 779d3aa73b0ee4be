import { describe, expect, it } from 'vitest';
import {
  contextTokenCookie,
  isPersonalSetCookie,
  isSecureOrigin,
  languageIdCookie,
  localeCookie,
  readSessionCookies,
} from './cookies';

describe('spec 4 session cookies', () => {
  it('keeps the context token for 365 days, httpOnly, SameSite=Lax, Secure outside localhost', () => {
    expect(contextTokenCookie('CH', 'tok', { secure: true })).toBe(
      'sw-context-token-ch=tok; Max-Age=31536000; Path=/; HttpOnly; Secure; SameSite=Lax',
    );
  });

  it('keeps the language id for 365 days, httpOnly', () => {
    expect(languageIdCookie('DE', 'lang', { secure: false })).toBe(
      'sw-language-id-de=lang; Max-Age=31536000; Path=/; HttpOnly; SameSite=Lax',
    );
  });

  it('keeps the locale in i18n_redirected for 365 days, readable by the page', () => {
    expect(localeCookie('fr-ch', { secure: true })).toBe(
      'i18n_redirected=fr-ch; Max-Age=31536000; Path=/; Secure; SameSite=Lax',
    );
  });

  it.each([
    ['http://localhost:3000', false],
    ['http://127.0.0.1:3000', false],
    ['https://shop.example', true],
  ])('origin %s is secure: %s', (origin, secure) => {
    expect(isSecureOrigin(new URL(origin))).toBe(secure);
  });

  it('reads the market’s token, the language id, a valid locale and the agent cookie', () => {
    const header = 'sw-context-token-ch=abc; sw-context-token-de=zzz; i18n_redirected=fr-ch; agent=1';
    expect(readSessionCookies(header, 'CH')).toEqual({
      contextToken: 'abc',
      languageId: undefined,
      locale: 'fr-ch',
      agent: true,
    });
    expect(readSessionCookies('i18n_redirected=xx', 'DE')).toEqual({
      contextToken: undefined,
      languageId: undefined,
      locale: undefined,
      agent: false,
    });
  });
});

describe('which cookies make a page personal (architecture: anonymous pages are shareable)', () => {
  it('the locale and language id cookies repeat the URL, so they do not', () => {
    expect(isPersonalSetCookie(localeCookie('fr-ch', { secure: true }))).toBe(false);
    expect(isPersonalSetCookie(languageIdCookie('CH', 'abc', { secure: true }))).toBe(false);
  });

  it('the context token does', () => {
    expect(isPersonalSetCookie(contextTokenCookie('CH', 'token', { secure: true }))).toBe(true);
  });
});
