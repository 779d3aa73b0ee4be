import { footerGroups } from '../links/navigationTree';
import type { loader as rootLoader } from '../root';
import type { loadShopFrame } from '../server/shopFrame.server';
import { NAVIGATION } from './navigationFixtures';

/** What the default and account layouts' loader hands the shop frame. */
export type ShopFrameData = Awaited<ReturnType<typeof loadShopFrame>>;

/** The frame of a shopper without a session: both navigations, no cart yet, nobody imitated. */
export function shopFrame(fields: Partial<ShopFrameData> = {}): ShopFrameData {
  return {
    navigation: NAVIGATION,
    footerNavigation: footerGroups(NAVIGATION),
    imitation: undefined,
    cartFrame: { cart: null, wishlistOwner: 'guest' },
    shippingInfoHref: undefined,
    ...fields,
  };
}

type RootData = Awaited<ReturnType<typeof rootLoader>>;

/** The root loader's answer as far as the frame reads it: whether the page is shown inside the app (spec 1). */
export function rootData(appMode: boolean): Pick<RootData, 'appMode'> {
  return { appMode };
}
