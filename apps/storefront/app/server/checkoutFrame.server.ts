import type { RouterContextProvider } from 'react-router';
import { isAppMode } from '../appMode';
import { type FooterPage, footerPages, type LegalLinks } from '../links/legalLinks';
import { shopRequestOf } from '../request/shopRequest';
import { loadFooterNavigation } from './footerNavigation.server';
import { loadLegalLinks } from './legalLinks.server';
import { storeApiFor } from './storeApi.server';

/**
 * What the checkout layout shows around its pages: the footer's pages in one row, and the legal pages that the
 * terms checkbox links. App mode (spec 1) shows no content pages, as the shop frame there.
 */
export async function loadCheckoutFrame(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<{ footerPages: FooterPage[]; legalLinks: LegalLinks }> {
  const shop = shopRequestOf(context);
  if (isAppMode(new URL(request.url).searchParams, shop.session.agent))
    return { footerPages: [], legalLinks: {} };
  const storeApi = await storeApiFor(request, shop);
  const footer = loadFooterNavigation(storeApi);
  const [footerNavigation, legalLinks] = await Promise.all([footer, loadLegalLinks(storeApi, footer)]);
  return { footerPages: footerPages(footerNavigation), legalLinks };
}
