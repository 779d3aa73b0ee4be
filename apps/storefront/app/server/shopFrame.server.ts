import type { RouterContextProvider } from 'react-router';
import { z } from 'zod';
import { isAppMode } from '../appMode';
import { shippingInfoHrefOf } from '../links/shippingInfoHref';
import { shopRequestOf } from '../request/shopRequest';
import { accountRequestOf, imitationOf } from '../session/accountSession.server';
import { loadCartFrame } from './cartFrame.server';
import { loadFooterNavigation } from './footerNavigation.server';
import { loadMainNavigation } from './navigation.server';
import { loadPluginConfiguration } from './pluginConfig.server';
import { type RequestStoreApi, storeApiFor } from './storeApi.server';

const shippingInfoSchema = z.looseObject({ shippingInfoCategoryId: z.string().min(1).optional() });

/**
 * The plugin setting naming the shipping information page, from the configuration kept per locale (spec 9: 60 s);
 * a failed read counts as an empty configuration there, which only drops the notice's link.
 */
async function loadShippingInfoId(storeApi: RequestStoreApi): Promise<string | undefined> {
  const config = shippingInfoSchema.safeParse(await loadPluginConfiguration(storeApi));
  return config.success ? config.data.shippingInfoCategoryId : undefined;
}

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
      shippingInfoHref: undefined,
    };
  // Both navigations (and a shopper's cart) in parallel: the frame costs one Store API round trip. Issue 16: a staff member's
  // imitation of a customer shows on every page (such a session is private, so this never reaches a shared cache).
  const [navigation, footerNavigation, imitation, cartFrame, shippingInfoId] = await Promise.all([
    loadMainNavigation(storeApi),
    loadFooterNavigation(storeApi),
    accountRequestOf(request, context).then(imitationOf),
    loadCartFrame(storeApi, shop),
    loadShippingInfoId(storeApi),
  ]);
  const shippingInfoHref = shippingInfoHrefOf(footerNavigation, shippingInfoId);
  return { navigation, footerNavigation, imitation, cartFrame, shippingInfoHref };
}
