import { asRootPath } from '@beautyshop/catalogue';
import { redirect } from 'react-router';
import { withTrailingSlash } from '../links/navigationLink';
import { localePath } from '../locale/fromPath';
import type { Locale } from '../locale/locales';

/**
 * The id forms (/navigation/{id}, /landingPage/{id}) exist in every locale, so the language switcher and hreflang
 * link them; a page that has an SEO path in the request's language redirects there (navigation links carry a
 * trailing slash, spec 2.1), keeping the query.
 */
export function redirectToSeoPath(seoPath: string | undefined, locale: Locale, url: URL): void {
  if (seoPath === undefined) return;
  throw redirect(`${localePath(withTrailingSlash(asRootPath(seoPath)), locale)}${url.search}`, 301);
}
