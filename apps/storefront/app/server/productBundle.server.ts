import { isSetProduct, type SetContent, setContentOf } from '@beautyshop/catalogue';
import type { Product } from '@beautyshop/store-api-client';
import { pathsIn } from '../locale/fromPath';
import type { RequestStoreApi } from './storeApi.server';

/**
 * The set content of a set product; undefined for other products and when the plugin answers nothing. A
 * malformed answer is a failure of the section, not of the page.
 */
export async function loadSetContent(
  storeApi: RequestStoreApi,
  product: Product,
): Promise<SetContent | undefined> {
  if (!isSetProduct(product)) return undefined;
  // The client logs a failed call and answers null (spec 8).
  const answer = await storeApi.client.catalogue.readBundleDetails(product.id);
  if (answer === null) return undefined;
  return setContentOf(answer, product, pathsIn(storeApi.locale.locale));
}
