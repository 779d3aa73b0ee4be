/** schema.org Product of a product page (spec 2.4 SEO: Product JSON-LD). */
export interface ProductJsonLdInput {
  name: string;
  productNumber: string;
  description: string;
  imageUrl: string | undefined;
  brand: string | undefined;
  price: number;
  currency: string;
  available: boolean;
  url: string;
  ratingAverage: number | undefined;
}

function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export function productJsonLd(input: ProductJsonLdInput) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: input.name,
    sku: input.productNumber,
    ...(input.description ? { description: plainText(input.description) } : {}),
    ...(input.imageUrl ? { image: [input.imageUrl] } : {}),
    ...(input.brand ? { brand: { '@type': 'Brand', name: input.brand } } : {}),
    ...(input.ratingAverage
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: input.ratingAverage, bestRating: 5 } }
      : {}),
    offers: {
      '@type': 'Offer',
      url: input.url,
      price: input.price.toFixed(2),
      priceCurrency: input.currency,
      availability: input.available ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    },
  };
}

/** schema.org BreadcrumbList; the last crumb is the page itself and carries its URL. */
export function breadcrumbJsonLd(names: readonly string[], pageUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: names.map((name, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name,
      ...(index === names.length - 1 ? { item: pageUrl } : {}),
    })),
  };
}
