import type { Product, ProductDetail } from '@beautyshop/store-api-client';
import { translated } from '../catalogue/productTile';
import { type VariantGroup, type VariantInput, variantGroups } from '../catalogue/productVariants';
import { productLink } from '../links/productLink';
import { localePath } from '../locale/fromPath';
import type { RequestStoreApi } from './storeApi.server';

/** The Store API's page limit; a product family with more variants than this is not something a shop sells. */
const MAX_VARIANTS = 100;

function variantOf(product: Product, storeApi: RequestStoreApi): VariantInput {
  return {
    id: product.id,
    href: localePath(productLink(product), storeApi.locale.locale),
    available: product.available ?? product.stock > 0,
    options: (product.options ?? []).map((option) => ({
      id: option.id,
      groupId: option.groupId,
      name: translated(option, 'name', option.name),
      position: option.position,
      colorHexCode: option.colorHexCode || undefined,
    })),
  };
}

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
  const siblings = await storeApi.client.catalogue.readProducts({
    filter: [{ type: 'equals', field: 'parentId', value: product.parentId }],
    limit: MAX_VARIANTS,
    associations: { options: {} },
    includes: { product: ['id', 'parentId', 'available', 'options', 'optionIds', 'seoUrls'] },
  });
  const selected = product.optionIds ?? (product.options ?? []).map((option) => option.id);
  return variantGroups(
    configurator.map((group) => ({ id: group.id, name: group.name })),
    siblings.elements.map((variant) => variantOf(variant, storeApi)),
    selected,
  );
}
