import { type VariantGroup, variantGroups, variantInputOf } from '@beautyshop/catalogue';
import type { Product, ProductDetail } from '@beautyshop/store-api-client';
import { pathsIn } from '../locale/fromPath';
import { loadSizePropertyGroupId } from './pluginConfig.server';
import type { RequestStoreApi } from './storeApi.server';

/** The Store API's page limit; a product family with more variants than this is not something a shop sells. */
const MAX_VARIANTS = 100;

/**
 * The option groups of a variant: the detail answer's configurator names the groups, the parent's children say
 * which options each variant has and where it lives (the client's detail schema keeps the groups' ids and names
 * only, so the options come from the children).
 */
export async function loadVariantGroups(
  storeApi: RequestStoreApi,
  product: Product,
  configurator: ProductDetail['configurator'],
): Promise<VariantGroup[]> {
  if (product.parentId === undefined || !configurator?.length) return [];
  const [siblings, sizePropertyGroupId] = await Promise.all([
    storeApi.client.catalogue.readProducts({
      filter: [{ type: 'equals', field: 'parentId', value: product.parentId }],
      limit: MAX_VARIANTS,
      associations: { options: {} },
      includes: { product: ['id', 'parentId', 'available', 'options', 'optionIds', 'seoUrls'] },
    }),
    loadSizePropertyGroupId(storeApi),
  ]);
  const localizePath = pathsIn(storeApi.locale.locale);
  const selected = product.optionIds ?? (product.options ?? []).map((option) => option.id);
  return variantGroups(
    configurator.map((group) => ({ id: group.id, name: group.name })),
    siblings.elements.map((variant) => variantInputOf(variant, localizePath)),
    selected,
    sizePropertyGroupId,
  );
}
