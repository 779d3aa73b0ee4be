import { type ConsentChoices, choicesOf } from './consentCategories';

/** The stored choice: a necessary cookie (it records the choice itself), kept 365 days like the session cookies. */
export const CONSENT_COOKIE = 'bs_consent';
export const CONSENT_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;
/** Version of the stored form; a stored choice of another version asks the shopper again. */
const VERSION = '1';

/** e.g. `1.f1m0s1`: version, then functional, marketing and statistics. */
export function serialiseConsent(choices: ConsentChoices): string {
  const bit = (value: boolean) => (value ? '1' : '0');
  return `${VERSION}.f${bit(choices.functional)}m${bit(choices.marketing)}s${bit(choices.statistics)}`;
}

export function parseConsent(value: string | undefined): ConsentChoices | undefined {
  const match = /^1\.f([01])m([01])s([01])$/.exec(value ?? '');
  if (!match) return undefined;
  return choicesOf({
    functional: match[1] === '1',
    marketing: match[2] === '1',
    statistics: match[3] === '1',
  });
}

/** The consent cookie's value in a `Cookie` header or `document.cookie`. */
export function consentFromCookieHeader(cookieHeader: string): ConsentChoices | undefined {
  for (const part of cookieHeader.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === CONSENT_COOKIE) return parseConsent(decodeURIComponent(rest.join('=')));
  }
  return undefined;
}

export function consentCookie(choices: ConsentChoices, secure: boolean): string {
  return `${CONSENT_COOKIE}=${serialiseConsent(choices)}; Path=/; Max-Age=${CONSENT_COOKIE_MAX_AGE_S}; SameSite=Lax${
    secure ? '; Secure' : ''
  }`;
}
