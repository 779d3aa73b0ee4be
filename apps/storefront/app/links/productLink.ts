import { z } from 'zod';

export const linkableProductSchema = z.object({
  id: z.string(),
  seoUrls: z.array(z.object({ seoPathInfo: z.string() })).nullish(),
});
export type LinkableProduct = z.infer<typeof linkableProductSchema>;

function asRootPath(seoPathInfo: string): string {
  return seoPathInfo.startsWith('/') ? seoPathInfo : `/${seoPathInfo}`;
}

/** Spec 2.3: a product link goes to its SEO path, or to /detail/{id} if it has none. */
export function productLink(product: LinkableProduct): string {
  const seoPath = product.seoUrls?.find((url) => url.seoPathInfo !== '')?.seoPathInfo;
  return seoPath === undefined ? `/detail/${product.id}` : asRootPath(seoPath);
}

export { asRootPath };
