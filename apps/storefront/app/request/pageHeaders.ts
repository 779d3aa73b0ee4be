/**
 * The headers of a page rendered after its action (a form posted without JavaScript): the loader's, with the
 * action's on top, so that the action's cookies and its `private, no-store` reach the browser.
 */
export function pageHeaders(loaderHeaders: Headers, actionHeaders: Headers): Headers {
  if (![...actionHeaders.keys()].length) return loaderHeaders;
  const headers = new Headers(loaderHeaders);
  for (const [name, value] of actionHeaders) {
    if (name === 'set-cookie') continue;
    headers.set(name, value);
  }
  for (const cookie of actionHeaders.getSetCookie()) headers.append('Set-Cookie', cookie);
  return headers;
}

/**
 * The headers of a shopper's own page (cart, wishlist, checkout, wallet, confirmation): the loader's, with an
 * action's cookies on top, and `private, no-store` always, so it never enters a shared cache or the page cache.
 */
export function privatePageHeaders(loaderHeaders: Headers, actionHeaders?: Headers): Headers {
  const headers = new Headers(loaderHeaders);
  for (const cookie of actionHeaders?.getSetCookie() ?? []) headers.append('Set-Cookie', cookie);
  headers.set('Cache-Control', 'private, no-store');
  return headers;
}
