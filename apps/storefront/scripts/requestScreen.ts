/**
 * What the server checks of a request before the app sees it, so that no method, target or encoding a client can
 * send reaches code that would throw on it (Node's fetch Request refuses TRACE, TRACK and CONNECT; WHATWG URL
 * parsing reads `//host/path` and `/\host/path` as another host).
 */

/** The methods the shop's routes answer (pages, forms, resource routes). */
export const ALLOWED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;
export const ALLOW_HEADER = ALLOWED_METHODS.join(', ');

/** Methods HTTP defines that the shop does not allow (RFC 9110: 405); any other is one it does not know (501). */
const KNOWN_REFUSED_METHODS = new Set(['TRACE', 'CONNECT']);

/** Longest request target (path and query) answered; longer ones are 414. Far above any link the shop writes. */
export const MAX_TARGET_LENGTH = 8_192;

export type Refusal =
  | { kind: 'method'; status: 405 | 501 }
  | { kind: 'targetTooLong'; status: 414 }
  | { kind: 'malformedTarget'; status: 400 }
  | { kind: 'malformedHost'; status: 400 }
  | { kind: 'offOriginPath'; status: 301; location: string };

const allowed: ReadonlySet<string> = new Set(ALLOWED_METHODS);

/**
 * Whether a Host header names a host: the request's URL is built from it, and a value no URL takes (`a b`,
 * `x:99999999`, `[::1`) would fail that before any handler could answer. No Host (HTTP/1.0) is left to the server.
 */
function isHostValue(host: string | undefined): boolean {
  if (host === undefined) return true;
  try {
    // Only a host and port: `a/b`, `a?b` or `u@a` would move part of the value into the URL's path or user.
    const url = new URL(`http://${host}/`);
    return url.pathname === '/' && url.search === '' && url.hash === '' && url.username === '';
  } catch {
    return false;
  }
}

/** The refusal a request gets before routing, or undefined when the app may answer it. */
export function screenRequest(method: string, target: string, host?: string): Refusal | undefined {
  if (!allowed.has(method)) return { kind: 'method', status: KNOWN_REFUSED_METHODS.has(method) ? 405 : 501 };
  if (!isHostValue(host)) return { kind: 'malformedHost', status: 400 };
  if (target.length > MAX_TARGET_LENGTH) return { kind: 'targetTooLong', status: 414 };
  // Origin form only: an absolute target (`GET http://elsewhere/ HTTP/1.1`) would change the URL's host.
  if (!target.startsWith('/')) return { kind: 'malformedTarget', status: 400 };
  const query = target.indexOf('?');
  const path = query === -1 ? target : target.slice(0, query);
  // `//x` and `/\x` name another host to a URL parser (and to a browser reading a Location): the same path on
  // this origin has one slash.
  if (/^\/[/\\]/.test(path)) {
    const onOrigin = `/${path.replace(/^[/\\]+/, '')}`;
    return {
      kind: 'offOriginPath',
      status: 301,
      location: `${onOrigin}${query === -1 ? '' : target.slice(query)}`,
    };
  }
  if (!decodes(path)) return { kind: 'malformedTarget', status: 400 };
  return undefined;
}

function decodes(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}
