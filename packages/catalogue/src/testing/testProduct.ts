import { type Product, productSchema } from '@beautyshop/store-api-client';

/** A Store API product as the client hands it out (parsed by its schema), with the fields a test names. */
export function testProduct(id: string, fields: Record<string, unknown> = {}): Product {
  return productSchema.parse({
    id: id.padEnd(32, '0'),
    apiAlias: 'product',
    productNumber: `BS-${id}`,
    name: `Product ${id}`,
    translated: {},
    calculatedPrice: { unitPrice: 10, quantity: 1, totalPrice: 10, listPrice: null, referencePrice: null },
    calculatedPrices: [],
    stock: 10,
    ...fields,
  });
}

/** The shop's locale prefix as the shop writes links ('/de-de/...'). */
export const underDeDe = (path: string) => `/de-de${path}`;

/** A Shopware SEO URL of a product, as `seoUrls` carries it. */
export function testSeoUrl(seoPathInfo: string) {
  return {
    id: 'seo',
    languageId: 'de',
    foreignKey: 'p',
    routeName: 'frontend.detail.page',
    pathInfo: '/detail/p',
    seoPathInfo,
  };
}
