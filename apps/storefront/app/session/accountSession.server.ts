import type { Customer } from '@beautyshop/store-api-client';
import { parse, serialize } from 'cookie';
import { type RouterContextProvider, redirect } from 'react-router';
import { localeCatalogue } from '../i18n/messages.server';
import { createTranslate, type Translate } from '../i18n/translate';
import { localePath } from '../locale/fromPath';
import type { Market } from '../locale/locales';
import { loginHref } from '../request/returnPath';
import { type ShopRequest, shopRequestOf } from '../request/shopRequest';
import { serverConfig } from '../server/config.server';
import { type RequestStoreApi, storeApiFor } from '../server/storeApi.server';
import { contextTokenCookie, contextTokenCookieName, isSecureOrigin } from './cookies';
import { isLoggedOutAnswer } from './loggedOutAnswer';

/**
 * Everything of the account area that touches the shopper's session (issue 16): which Store API session a request
 * has, who is logged in, the cookies a login, logout or imitation writes, and the refusals (cross-site, not logged
 * in). Kept in this one module so that moving the context-token session into a framework-free module changes
 * only here.
 */
export interface AccountRequest {
  request: Request;
  shop: ShopRequest;
  storeApi: RequestStoreApi;
  /** The page's texts (actions answer translated messages). */
  t: Translate;
  /** A shop path in this request's locale: `path('/account')` → `/de-de/account`. */
  path: (path: string) => string;
  /** Cookies are Secure outside loopback (architecture: cookies). */
  secure: boolean;
}

export async function accountRequestOf(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<AccountRequest> {
  const shop = shopRequestOf(context);
  const storeApi = await storeApiFor(request, shop);
  return {
    request,
    shop,
    storeApi,
    t: createTranslate(localeCatalogue(shop.locale.locale)),
    path: (path) => localePath(path, shop.locale.locale),
    secure: isSecureOrigin(new URL(serverConfig().appUrl)),
  };
}

/** Issue 16: a mutating action refuses requests another site made the browser send (403). */

/** Spec 4: logged in means an id and not a guest; where the customer is loaded, active is checked too. */
export function isRegisteredCustomer(customer: Customer | null): customer is Customer {
  return customer !== null && customer.id !== '' && customer.guest !== true && customer.active !== false;
}

const customers = new WeakMap<Request, Promise<Customer | null>>();

/**
 * The logged-in customer of the request, or null (spec 6: a 403 means no user). Read once per request: the
 * layout and the page ask for it in the same render. A shopper without a session (no token from the cookie nor
 * from a login in this request) has no customer, and the Store API is not asked.
 */
export function customerOf(account: AccountRequest): Promise<Customer | null> {
  let customer = customers.get(account.request);
  if (customer === undefined) {
    customer =
      account.storeApi.client.contextToken === undefined
        ? Promise.resolve(null)
        : account.storeApi.client.account
            .readCustomer()
            .then((found) => (isRegisteredCustomer(found) ? found : null));
    customers.set(account.request, customer);
  }
  return customer;
}

/** After a change to the customer (profile, email), the page rendered after the action reads them again. */
export function forgetCustomer(account: AccountRequest): void {
  customers.delete(account.request);
}

/**
 * Every account page is private: a shopper who is not logged in goes to the login page, which brings them back
 * to this page (a same-site path) afterwards.
 */
export async function requireCustomer(account: AccountRequest): Promise<Customer> {
  const customer = await customerOf(account);
  if (customer !== null) return customer;
  throw loginRedirect(account);
}

/** The login page, which brings the shopper back to this request's page afterwards. */
function loginRedirect(account: AccountRequest): Response {
  const url = new URL(account.request.url);
  return redirect(loginHref(account.path('/login'), `${url.pathname}${url.search}`), {
    headers: privateHeaders(account),
  });
}

/**
 * A read only a logged-in customer may make, on a page `requireCustomer` let through. The session can end in
 * between (a logout in another tab, or the shopper's own logout while a link's prefetch is on its way): the Store
 * API then refuses the read, and the page answers as `requireCustomer` would have, with the login page, not a 500.
 */
export async function readAsCustomer<T>(account: AccountRequest, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (isLoggedOutAnswer(error)) throw loginRedirect(account);
    throw error;
  }
}

/** Headers of every account answer: the session's cookies, and never stored by any cache (issue 16). */
export function privateHeaders(account: AccountRequest, extraCookies: readonly string[] = []): Headers {
  const headers = new Headers({ 'Cache-Control': 'private, no-store' });
  for (const cookie of account.storeApi.setCookies) headers.append('Set-Cookie', cookie);
  for (const cookie of extraCookies) headers.append('Set-Cookie', cookie);
  return headers;
}

/**
 * After a call that started a new session (login by a mail link or a provider's code), the cookie carries its
 * token even when the request was a GET: the shop request module stores a GET's new token only for a shopper who
 * already had a session, to keep anonymous pages cacheable.
 */
export function keepSession(account: AccountRequest): void {
  const token = account.storeApi.client.contextToken;
  if (token === undefined) return;
  const name = contextTokenCookieName(account.shop.locale.market);
  const others = account.storeApi.setCookies.filter((cookie) => !cookie.startsWith(`${name}=`));
  account.storeApi.setCookies.splice(
    0,
    account.storeApi.setCookies.length,
    ...others,
    contextTokenCookie(account.shop.locale.market, token, { secure: account.secure }),
  );
}

const IMITATION_PREFIX = 'bs-imitating-';
const imitationCookieName = (market: Market) => `${IMITATION_PREFIX}${market.toLowerCase()}`;

/** Marks a session as a staff member's imitation of a customer, so every page shows the banner. */
export function imitationCookie(account: AccountRequest): string {
  return serialize(imitationCookieName(account.shop.locale.market), '1', {
    path: '/',
    sameSite: 'lax',
    httpOnly: true,
    secure: account.secure,
  });
}

/** Whether this request's session is an imitation (the banner shows, with its way out). */
export function isImitating(request: Request, market: Market): boolean {
  return parse(request.headers.get('cookie') ?? '')[imitationCookieName(market)] === '1';
}

function expiredCookie(name: string, secure: boolean): string {
  return serialize(name, '', { path: '/', sameSite: 'lax', httpOnly: true, secure, maxAge: 0 });
}

/**
 * Logout ends the session on the server (the Store API's logout) and in the browser: the context token cookie
 * and the imitation mark are deleted, not replaced by the new anonymous token the logout answers.
 */
export async function endSession(account: AccountRequest): Promise<Headers> {
  if (account.shop.session.contextToken !== undefined) {
    await account.storeApi.client.account.logout().catch(() => undefined);
  }
  const market = account.shop.locale.market;
  const headers = new Headers({ 'Cache-Control': 'private, no-store' });
  headers.append('Set-Cookie', expiredCookie(contextTokenCookieName(market), account.secure));
  headers.append('Set-Cookie', expiredCookie(imitationCookieName(market), account.secure));
  return headers;
}

/**
 * The storefront URL the Store API writes into mails (register confirmation, recovery, newsletter): the shop's
 * own address with the locale prefix, so each link opens in the shopper's language.
 */
export function storefrontUrlOf(account: AccountRequest): string {
  return `${serverConfig().appUrl.replace(/\/$/, '')}/${account.shop.locale.locale}`;
}

/** The imitated customer's name for the banner, when this request's session is a staff member's imitation. */
export async function imitationOf(account: AccountRequest): Promise<{ name: string } | undefined> {
  if (!isImitating(account.request, account.shop.locale.market)) return undefined;
  const customer = await customerOf(account).catch(() => null);
  return customer === null ? undefined : { name: `${customer.firstName} ${customer.lastName}` };
}
