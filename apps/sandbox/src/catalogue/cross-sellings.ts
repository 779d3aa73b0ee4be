import type { ShopRequest } from '../domain/shop-request.js';
import { idFor } from '../ids.js';

const ORDINARY_NAMES: Record<string, [string, string, string]> = {
  similar: ['Ähnliche Produkte', 'Similar products', 'Produits similaires'],
  accessories: ['Passend dazu', 'Goes well with', 'Complétez avec'],
};

/** Set and bundle cross-sellings keep their technical names, which the storefront reads (spec 3). */
export function crossSellingName(key: string, shop: ShopRequest): string {
  const names = ORDINARY_NAMES[key];
  if (!names) return key;
  const index = Math.max(
    0,
    ['de', 'en', 'fr'].findIndex((code) => shop.languageIdChain[0] === idFor(`language:${code}`)),
  );
  return names[index] ?? names[0];
}
