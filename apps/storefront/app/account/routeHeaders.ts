/**
 * Headers of an account page: the cookies its layout's loader, its loader and its action set, and never stored by
 * any cache (issue 16: every account page is private, never served from the page cache).
 */
export function accountHeaders({
  loaderHeaders,
  actionHeaders,
  parentHeaders,
}: {
  loaderHeaders: Headers;
  actionHeaders: Headers;
  parentHeaders: Headers;
}): Headers {
  const headers = new Headers();
  const cookies = new Set([
    ...parentHeaders.getSetCookie(),
    ...actionHeaders.getSetCookie(),
    ...loaderHeaders.getSetCookie(),
  ]);
  for (const cookie of cookies) headers.append('Set-Cookie', cookie);
  headers.set('Cache-Control', 'private, no-store');
  return headers;
}
