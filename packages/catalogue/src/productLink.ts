/** The fields of a Store API product (or category) that its link is made of. */
export interface LinkableProduct {
  id: string;
  seoUrls?: readonly { seoPathInfo: string }[] | null | undefined;
}

/** Shopware stores `seoPathInfo` without a leading slash; the shop's paths start with one. */
export function asRootPath(seoPathInfo: string): string {
  return seoPathInfo.startsWith('/') ? seoPathInfo : `/${seoPathInfo}`;
}

/** Spec 2.3: a product link goes to its SEO path, or to /detail/{id} if it has none. */
export function productLink(product: LinkableProduct): string {
  const seoPath = product.seoUrls?.find((url) => url.seoPathInfo !== '')?.seoPathInfo;
  return seoPath === undefined ? `/detail/${product.id}` : asRootPath(seoPath);
}
