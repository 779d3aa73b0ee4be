import { describe, expect, it } from 'vitest';
import { breadcrumbJsonLd, productJsonLd } from './jsonLd';

describe('SEO structured data', () => {
  it('describes a product with price, currency, availability and brand', () => {
    expect(
      productJsonLd({
        name: 'Hydra Serum',
        productNumber: 'BS1',
        description: '<p>Feuchtigkeit</p><p>für jeden Tag</p>',
        imageUrl: 'https://img/1.png',
        brand: 'Nordic Dew',
        price: 19.5,
        currency: 'CHF',
        available: false,
        url: 'https://shop/de-ch/hydra',
        ratingAverage: undefined,
      }),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Hydra Serum',
      sku: 'BS1',
      description: 'Feuchtigkeit für jeden Tag',
      image: ['https://img/1.png'],
      brand: { '@type': 'Brand', name: 'Nordic Dew' },
      offers: {
        '@type': 'Offer',
        url: 'https://shop/de-ch/hydra',
        price: '19.50',
        priceCurrency: 'CHF',
        availability: 'https://schema.org/OutOfStock',
      },
    });
  });

  it('lists the breadcrumb in order, the page last with its URL', () => {
    expect(
      breadcrumbJsonLd(['Startseite', 'Hautpflege'], 'https://shop/de-de/Hautpflege/').itemListElement,
    ).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Startseite' },
      { '@type': 'ListItem', position: 2, name: 'Hautpflege', item: 'https://shop/de-de/Hautpflege/' },
    ]);
  });
});
