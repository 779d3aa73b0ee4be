import { STATUS_CODES } from 'node:http';
import { localePrefixOf } from '../app/locale/fromPath.ts';
import { ALLOW_HEADER } from './requestScreen.ts';
import { staticErrorPage } from './staticErrorPage.ts';

/** Renders the shop's error page for `status` in the language of `pathname` (the app's /error route). */
export type RenderErrorPage = (status: number, pathname: string) => Promise<Response>;

/** Paths answered with JSON rather than a page: data requests, resource routes, build files. */
const JSON_PATH =
  /(\.data$|^\/(?:[a-z]{2}-[a-z]{2}\/)?(?:search\/suggest|products\/tiles|_texts)(?:\/|$)|^\/assets\/)/;

/** The path part of a request target, however malformed; '' when it has none. */
export function pathOfTarget(target: string): string {
  const query = target.indexOf('?');
  return query === -1 ? target : target.slice(0, query);
}

/** Whether the answer to a request for `path` with `accept` is JSON rather than the shop's error page. */
export function answersWithJson(path: string, accept: string | undefined): boolean {
  if (JSON_PATH.test(path)) return true;
  return Boolean(accept?.includes('application/json')) && !accept?.includes('text/html');
}

/**
 * The answer to a request the server refuses before routing (issue 12): the shop's error page in the language of
 * its path, or JSON for a data request or resource route, with `Allow` when the method was the reason. The error
 * page comes from the app; if even that fails, a plain answer with the status still goes out.
 */
export async function refusalAnswer(
  status: number,
  target: string,
  accept: string | undefined,
  renderErrorPage: RenderErrorPage,
): Promise<Response> {
  const headers = new Headers({ 'Cache-Control': 'private, no-store' });
  if (status === 405 || status === 501) headers.set('Allow', ALLOW_HEADER);
  const path = pathOfTarget(target);
  const title = STATUS_CODES[status] ?? 'Error';
  if (!answersWithJson(path, accept)) {
    try {
      const page = await renderErrorPage(status, path);
      for (const [name, value] of page.headers) if (!headers.has(name)) headers.set(name, value);
      headers.delete('content-length');
      return new Response(staticErrorPage(await page.text()), { status, headers });
    } catch (error) {
      console.error(
        '[storefront] the error page failed to render',
        error instanceof Error ? error.message : error,
      );
    }
  }
  headers.set('Content-Type', 'application/json; charset=utf-8');
  return new Response(JSON.stringify({ errors: [{ status: String(status), title }] }), { status, headers });
}

/** The error page's path in the language of `path` (its locale prefix, else the default locale's /error). */
export function errorPagePath(path: string): string {
  // A path too long or malformed to decode still names its locale in its first segment.
  const locale = localePrefixOf(path.slice(0, 8));
  return locale ? `/${locale}/error` : '/error';
}
