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
