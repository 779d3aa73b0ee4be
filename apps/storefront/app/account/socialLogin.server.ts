import { randomBytes, timingSafeEqual } from 'node:crypto';
import { parse, serialize } from 'cookie';
import { serverConfig } from '../server/config.server';
import type { AccountRequest } from '../session/accountSession.server';

/** The provider id in the Store API's social login route (`/account/social-login/{provider}/return`). */
export const SOCIAL_PROVIDER = 'sandbox-id';
const STATE_COOKIE = 'bs-social-state';
/** The provider's consent takes a shopper a minute or two; a state older than this is not accepted. */
const STATE_MAX_AGE_SECONDS = 600;

/** Where the provider's consent page is (`SOCIAL_LOGIN_AUTHORIZE_URL`); without it the shop offers no social login. */
export function socialLoginAuthorizeUrl(): string | undefined {
  return process.env.SOCIAL_LOGIN_AUTHORIZE_URL || undefined;
}

function redirectUri(account: AccountRequest): string {
  return `${serverConfig().appUrl.replace(/\/$/, '')}${account.path('/social-login')}`;
}

/**
 * The provider's address for this shopper, and the cookie holding the random `state` it sends back (OAuth's
 * protection against a code another site planted) with the page to return to.
 */
export function startSocialLogin(
  account: AccountRequest,
  authorizeUrl: string,
  returnPath: string,
): { location: string; cookie: string } {
  const state = randomBytes(24).toString('base64url');
  const url = new URL(authorizeUrl);
  // The provider's client id: the market, never the sales channel's access key (it would sit in the address bar).
  url.searchParams.set('clientId', account.shop.locale.market);
  url.searchParams.set('redirectUri', redirectUri(account));
  url.searchParams.set('state', state);
  const cookie = serialize(STATE_COOKIE, `${state}.${encodeURIComponent(returnPath)}`, {
    path: '/',
    sameSite: 'lax',
    httpOnly: true,
    secure: account.secure,
    maxAge: STATE_MAX_AGE_SECONDS,
  });
  return { location: url.toString(), cookie };
}

/** The return path of a state the provider sent back, when it is the one this browser started with. */
export function returnPathOfState(request: Request, state: string): string | undefined {
  const stored = parse(request.headers.get('cookie') ?? '')[STATE_COOKIE];
  if (!stored) return undefined;
  const dot = stored.indexOf('.');
  const expected = Buffer.from(stored.slice(0, dot));
  const given = Buffer.from(state);
  if (dot < 1 || expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  try {
    return decodeURIComponent(stored.slice(dot + 1));
  } catch {
    return undefined;
  }
}

/** The state cookie is used once. */
export function clearSocialState(secure: boolean): string {
  return serialize(STATE_COOKIE, '', { path: '/', sameSite: 'lax', httpOnly: true, secure, maxAge: 0 });
}
