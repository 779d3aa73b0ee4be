import type { Hono } from 'hono';
import type { SandboxDeps } from '../domain/sandbox-deps.js';
import { InvalidParameterError } from '../errors.js';
import type { AppEnv } from '../http/env.js';
import { respond } from '../http/respond.js';
import { categoryIdFor } from '../seed/categories.js';
import { propertyGroupIdFor } from '../seed/property-groups.js';

const LOCALES = ['de-de', 'en-gb', 'de-at', 'de-ch', 'fr-ch', 'fr-fr'] as const;

/**
 * Frequently searched terms (spec 1, 2.4) per language code, as a shop-wide setting would hold them; each finds
 * products in the seeded catalogue.
 */
const FREQUENTLY_SEARCHED_TERMS = {
  de: [
    'Sonnenschutz',
    'Hyaluron',
    'Vitamin C',
    'Nachtcreme',
    'Tagescreme',
    'Mascara',
    'Lippenstift',
    'Shampoo',
  ],
  en: ['SPF', 'Hyaluronic', 'Vitamin C', 'Night cream', 'Serum', 'Mascara', 'Lipstick', 'Shampoo'],
  fr: [
    'SPF',
    'Hyaluronique',
    'Vitamine C',
    'Crème de nuit',
    'Sérum',
    'Mascara',
    'Rouge à lèvres',
    'Shampooing',
  ],
};

/**
 * The storefront plugin configuration (spec 3, plugin configuration): tag manager, consent tool, the
 * size/colour property groups, the content entry for the 404 page, the frequently searched terms and the
 * monitoring settings. In the sandbox tracking and monitoring are switched off so that nothing leaves the machine.
 */
export function pluginConfiguration(locale: string): Record<string, unknown> {
  return {
    tagManagerActive: false,
    tagManagerKey: 'GTM-SANDBOX',
    // 'embedded' selects the shop's built-in consent dialog; a hosted tool's id would load its script from its host.
    consentToolId: 'embedded',
    // Spec 3's size/colour property group setting, as Shopware's plugin configuration stores an entity
    // selection: the property group's id, one key per kind. The shop sorts the size group's values by their
    // first number (spec 5); the colour group's shades keep the shop's order.
    sizePropertyGroupId: propertyGroupIdFor('size'),
    colorPropertyGroupId: propertyGroupIdFor('colour'),
    error404PageCtfId: 'error404page',
    // Shopware's core.basicInformation.shippingPaymentInfoPage: the page the 'plus shipping' notice links to.
    shippingInfoCategoryId: categoryIdFor('footer-shipping'),
    // Shopware's core.basicInformation.privacyPage and tosPage: the pages a shopper accepts or is pointed to where
    // the shop asks for data (registration, contact, newsletter) or for the terms (the order).
    privacyCategoryId: categoryIdFor('footer-privacy'),
    termsCategoryId: categoryIdFor('footer-terms'),
    frequentlySearchedTerms: FREQUENTLY_SEARCHED_TERMS,
    monitoringActive: false,
    monitoringIgnoreConsent: false,
    monitoringEnvironment: 'sandbox',
    monitoringApplicationId: 'sandbox-application',
    monitoringClientToken: 'sandbox-client-token',
    monitoringSite: 'localhost',
    monitoringService: 'beautyshop-storefront',
    monitoringSessionSampleRate: 100,
    monitoringSessionReplaySampleRate: 0,
    monitoringTrackUserInteractions: true,
    monitoringTrackLongTasks: true,
    monitoringTrackResources: true,
    monitoringDefaultPrivacyLevel: 'mask-user-input',
    locale,
  };
}

export function registerConfigRoute(api: Hono<AppEnv>, _deps: SandboxDeps): void {
  api.get('/config', (c) => {
    const locale = (c.req.query('locale') ?? 'de-de').toLowerCase();
    if (!(LOCALES as readonly string[]).includes(locale)) {
      throw new InvalidParameterError(
        'FRAMEWORK__INVALID_REQUEST_PARAMETER',
        `Locale "${locale.slice(0, 20)}" is not one of ${LOCALES.join(', ')}.`,
        '/locale',
      );
    }
    return respond(c, pluginConfiguration(locale));
  });
}
