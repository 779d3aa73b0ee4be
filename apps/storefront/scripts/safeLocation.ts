/**
 * Every `Location` the shop sends passes here (the server checks each answer), so none leads off the shop's
 * origin: a path with exactly one leading slash, or an absolute URL on `origin`. Anything else (`//host`, `/\host`,
 * `https://elsewhere`, `javascript:`) becomes the same path on this origin. The one exception is an absolute
 * http(s) URL on an origin the shop's configuration names (`trustedOrigins`: the social login provider's consent
 * page, issue 16), which is where that redirect has to go.
 */
export function onOriginLocation(
  location: string,
  origin: string,
  trustedOrigins: readonly string[] = [],
): string {
  // A browser drops tabs and newlines in URLs and reads a backslash as a slash: judge what it will read.
  const read = location.replace(/[\t\n\r]/g, '').replace(/\\/g, '/');
  if (read.startsWith('/') && !read.startsWith('//')) return read;
  try {
    const url = new URL(read, origin);
    if (/^https?:\/\//i.test(read) && trustedOrigins.includes(url.origin)) return url.toString();
    if (url.origin === new URL(origin).origin && /^https?:/i.test(read))
      return `${url.pathname}${url.search}${url.hash}`;
    return `/${url.pathname.replace(/^\/+/, '')}${url.search}`;
  } catch {
    return '/';
  }
}
