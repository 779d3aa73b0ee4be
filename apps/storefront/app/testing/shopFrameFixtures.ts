import { customerRecord, EARLY_CONSENT_SCRIPT, TRACKING_DISABLED } from '@beautyshop/tracking';
import { footerGroups } from '../links/navigationTree';
import type { loader as rootLoader } from '../root';
import type { loadShopFrame } from '../server/shopFrame.server';
import { consentDialogInHtml } from '../tracking/consentDialogInHtml';
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
    legalLinks: {},
    ...fields,
  };
}

type RootData = Awaited<ReturnType<typeof rootLoader>>;

/**
 * The root loader's answer as far as the frame and tracking read it: whether the page is shown inside the app
 * (spec 1), a logged-out shopper's tracking data with tracking switched off in the plugin, and the built-in
 * consent dialog's inline script where the root puts the dialog into the HTML.
 */
export function rootData(
  fields: Partial<Pick<RootData, 'appMode' | 'tracking'>> = {},
): Pick<RootData, 'appMode' | 'tracking' | 'consentDialogScript'> {
  const { appMode, tracking } = {
    appMode: false,
    tracking: { config: TRACKING_DISABLED, customer: customerRecord(undefined), customerId: undefined },
    ...fields,
  };
  const consentDialogScript = consentDialogInHtml(appMode, tracking.config)
    ? EARLY_CONSENT_SCRIPT
    : undefined;
  return { appMode, tracking, consentDialogScript };
}
