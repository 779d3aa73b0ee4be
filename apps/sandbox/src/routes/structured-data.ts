import type { Hono } from 'hono';
import { renderCategory } from '../catalogue/entities/category.js';
import { findProductPk, loadProductRows, renderProducts } from '../catalogue/entities/product.js';
import type { Doc } from '../catalogue/entities/store.js';
import type { SandboxDeps } from '../domain/sandbox-deps.js';
import { EntityNotFoundError, InvalidParameterError } from '../errors.js';
import type { AppEnv } from '../http/env.js';
import { respond } from '../http/respond.js';
import { isId } from '../ids.js';

/** Spec 7.1: structured data names the audience area as DE and the language as German. */
const AUDIENCE = { '@type': 'PeopleAudience', geographicArea: { '@type': 'AdministrativeArea', name: 'DE' } };
const LANGUAGE = 'German';

function productJsonLd(product: Doc, currency: string, origin: string): Doc {
  const price = product.calculatedCheapestPrice as Doc;
  const manufacturer = product.manufacturer as Doc | undefined;
  const seoUrl = (product.seoUrls as Doc[] | undefined)?.[0];
  const cover = (product.cover as Doc | undefined)?.media as Doc | undefined;
  const rating = product.ratingAverage;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: product.productNumber,
    gtin13: product.ean,
    description: String(product.metaDescription ?? ''),
    image: cover?.url,
    brand: manufacturer ? { '@type': 'Brand', name: manufacturer.name } : undefined,
    url: seoUrl ? `${origin}/${String(seoUrl.seoPathInfo)}` : undefined,
    audience: AUDIENCE,
    inLanguage: LANGUAGE,
    offers: {
      '@type': 'Offer',
      priceCurrency: currency,
      price: price.unitPrice,
      availability: product.available ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      eligibleRegion: 'DE',
    },
    ...(typeof rating === 'number'
      ? {
          aggregateRating: { '@type': 'AggregateRating', ratingValue: rating, bestRating: 5, worstRating: 1 },
        }
      : {}),
  };
}

export function registerStructuredDataRoutes(api: Hono<AppEnv>, deps: SandboxDeps): void {
  api.get('/seo/general-structured-data', (c) => {
    const origin = deps.origin();
    const shop = c.get('shop');
    return respond(c, {
      structuredData: [
        {
          '@context': 'https://schema.org',
          '@type': 'Organization',
          name: String(shop.salesChannel.doc.name),
          url: origin,
          audience: AUDIENCE,
        },
        {
          '@context': 'https://schema.org',
          '@type': 'WebSite',
          name: String(shop.salesChannel.doc.name),
          url: origin,
          inLanguage: LANGUAGE,
          audience: AUDIENCE,
          potentialAction: {
            '@type': 'SearchAction',
            target: `${origin}/search?search={search_term_string}`,
            'query-input': 'required name=search_term_string',
          },
        },
      ],
      apiAlias: 'seo_structured_data',
    });
  });

  api.get('/seo/specific-structured-data', (c) => {
    const shop = c.get('shop');
    const type = c.req.query('type') ?? 'product';
    const id = c.req.query('id') ?? '';
    if (!isId(id))
      throw new InvalidParameterError(
        'FRAMEWORK__INVALID_UUID',
        'Query parameter "id" must be a valid uuid.',
        '/id',
      );
    const origin = deps.origin();
    if (type === 'product') {
      const pk = findProductPk(deps, id);
      const [product] = pk === undefined ? [] : renderProducts(deps, shop, loadProductRows(deps, shop, [pk]));
      if (!product) throw new EntityNotFoundError('CONTENT__PRODUCT_NOT_FOUND', 'Product', id);
      return respond(c, {
        structuredData: [productJsonLd(product, String(shop.currency.isoCode), origin)],
        apiAlias: 'seo_structured_data',
      });
    }
    if (type === 'category') {
      const category = renderCategory(deps, shop, id);
      if (!category) throw new EntityNotFoundError('CONTENT__CATEGORY_NOT_FOUND', 'Category', id);
      const names = ((category.translated as Doc).breadcrumb as string[]).slice(1);
      return respond(c, {
        structuredData: [
          {
            '@context': 'https://schema.org',
            '@type': 'BreadcrumbList',
            inLanguage: LANGUAGE,
            audience: AUDIENCE,
            itemListElement: names.map((name, index) => ({ '@type': 'ListItem', position: index + 1, name })),
          },
        ],
        apiAlias: 'seo_structured_data',
      });
    }
    throw new InvalidParameterError(
      'FRAMEWORK__INVALID_REQUEST_PARAMETER',
      'Query parameter "type" must be product or category.',
      '/type',
    );
  });
}
