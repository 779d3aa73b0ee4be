import type { RouterContextProvider } from 'react-router';
import { isAppMode } from '../appMode';
import type { LegalLinks } from '../links/legalLinks';
import { shopRequestOf } from '../request/shopRequest';
import { accountRequestOf, imitationOf } from '../session/accountSession.server';
import { loadCartFrame } from './cartFrame.server';
import { loadFooterNavigation } from './footerNavigation.server';
import { loadLegalLinks } from './legalLinks.server';
import { loadMainNavigation } from './navigation.server';
import { storeApiFor } from './storeApi.server';

/** What the shop frame (header, footer, imitation banner) of the default and account layouts shows. */
export async function loadShopFrame(request: Request, context: Readonly<RouterContextProvider>) {
  const shop = shopRequestOf(context);
  const storeApi = await storeApiFor(request, shop);
  // App mode (spec 1) shows neither navigation, so it does not load them.
  if (isAppMode(new URL(request.url).searchParams, shop.session.agent))
    return {
      navigation: [],
      footerNavigation: [],
      imitation: undefined,
      cartFrame: await loadCartFrame(storeApi, shop),
      legalLinks: {} as LegalLinks,
    };
  // Both navigations (and a shopper's cart) in parallel: the frame costs one Store API round trip. Issue 16: a staff member's
  // imitation of a customer shows on every page (such a session is private, so this never reaches a shared cache).
  const footer = loadFooterNavigation(storeApi);
  const [navigation, footerNavigation, imitation, cartFrame, legalLinks] = await Promise.all([
    loadMainNavigation(storeApi),
    footer,
    accountRequestOf(request, context).then(imitationOf),
    loadCartFrame(storeApi, shop),
    loadLegalLinks(storeApi, footer),
  ]);
  return { navigation, footerNavigation, imitation, cartFrame, legalLinks };
}
