import type { ListingFacets, ListingParams, ProductTile } from '@beautyshop/catalogue';
import type { CategoryPageData } from '../views/contentViews';

export const BRAND_ID = 'a'.repeat(32);
export const COLOUR_RED_ID = 'b'.repeat(32);

export const NO_FILTERS: ListingParams = {
  order: undefined,
  manufacturer: [],
  properties: [],
  'min-price': undefined,
  'max-price': undefined,
  rating: undefined,
  'shipping-free': false,
};

export const FACETS: ListingFacets = {
  manufacturers: [{ id: BRAND_ID, label: 'Lumière', selected: false }],
  propertyGroups: [
    { id: 'c'.repeat(32), label: 'Farbe', options: [{ id: COLOUR_RED_ID, label: 'Rot', selected: false }] },
  ],
  priceMax: 80,
};

export function productTile(id: string, name: string, fields: Partial<ProductTile> = {}): ProductTile {
  return {
    id,
    href: `/de-de/${id}/`,
    name,
    manufacturer: undefined,
    lowestPrice30Days: undefined,
    image: undefined,
    unitPrice: 19.9,
    listPrice: undefined,
    percentage: undefined,
    hasRange: false,
    hasVariants: false,
    ratingAverage: undefined,
    ...fields,
  };
}

/** A category page as the /{all...} loader answers it, one page of the given products. */
export function categoryPage(
  products: readonly ProductTile[],
  listing: Partial<CategoryPageData['listing']> = {},
): CategoryPageData {
  return {
    kind: 'category',
    alternatePath: '/navigation/cat/',
    category: {
      id: 'cat',
      seoPath: 'Pflege/',
      name: 'Pflege',
      metaTitle: 'Pflege',
      metaDescription: '',
      breadcrumb: [],
    },
    content: { blocks: [], products: [] },
    listing: {
      products: [...products],
      total: products.length,
      page: 1,
      limit: 24,
      totalPages: 1,
      sorting: 'name-asc',
      defaultSorting: 'name-asc',
      sortings: [
        { key: 'name-asc', label: 'Name A-Z' },
        { key: 'price-asc', label: 'Preis aufsteigend' },
      ],
      facets: FACETS,
      params: NO_FILTERS,
      paramsDropped: false,
      search: '',
      ...listing,
    },
  };
}
