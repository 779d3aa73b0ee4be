import { data } from 'react-router';
import { MalformedPathError, parseSeoPath } from '../catalogue/seoPath';
import { serverTranslate } from '../checkout/checkoutRequest.server';
import type { ShopRequest } from '../request/shopRequest';

/** A path that does not decode is the shopper's bad request (400), answered with the error page in their language. */
export function seoPathOf(pathname: string, shop: ShopRequest) {
  try {
    return parseSeoPath(pathname);
  } catch (error) {
    if (!(error instanceof MalformedPathError)) throw error;
    throw data({ path: pathname, message: serverTranslate(shop)('error.malformedPath') }, { status: 400 });
  }
}
