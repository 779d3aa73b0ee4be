import { z } from 'zod';
import { LEGAL_PAGE_SETTINGS, type LegalLinks, legalLinksOf } from '../links/legalLinks';
import type { FooterGroup } from '../links/navigationTree';
import { loadPluginConfiguration } from './pluginConfig.server';
import type { RequestStoreApi } from './storeApi.server';

const categoryId = z.string().min(1).optional().catch(undefined);
const settingsSchema = z.looseObject({
  [LEGAL_PAGE_SETTINGS.shippingInfo]: categoryId,
  [LEGAL_PAGE_SETTINGS.privacy]: categoryId,
  [LEGAL_PAGE_SETTINGS.terms]: categoryId,
});

/**
 * The legal pages' addresses: the plugin settings naming them, from the configuration kept per locale (spec 9:
 * 60 s), found among the footer's entries. A failed read counts as an empty configuration there, which only drops
 * the links; a malformed setting drops its own. The configuration is read while the footer navigation loads.
 */
export async function loadLegalLinks(
  storeApi: RequestStoreApi,
  footerNavigation: Promise<readonly FooterGroup[]>,
): Promise<LegalLinks> {
  const [configuration, groups] = await Promise.all([loadPluginConfiguration(storeApi), footerNavigation]);
  const settings = settingsSchema.safeParse(configuration);
  if (!settings.success) return {};
  return legalLinksOf(groups, {
    shippingInfo: settings.data[LEGAL_PAGE_SETTINGS.shippingInfo],
    privacy: settings.data[LEGAL_PAGE_SETTINGS.privacy],
    terms: settings.data[LEGAL_PAGE_SETTINGS.terms],
  });
}
