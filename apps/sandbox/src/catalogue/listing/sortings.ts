import type { Sorting } from '../criteria/types.js';

export interface ListingSorting {
  key: string;
  priority: number;
  label: [string, string, string];
  fields: Sorting[];
}

/** Shopware's default product sortings (core.listing.defaultSorting is name-asc; search adds relevance). */
export const LISTING_SORTINGS: readonly ListingSorting[] = [
  {
    key: 'name-asc',
    priority: 4,
    label: ['Name A-Z', 'Name A-Z', 'Nom A-Z'],
    fields: [{ field: 'name', order: 'ASC', naturalSorting: false }],
  },
  {
    key: 'name-desc',
    priority: 3,
    label: ['Name Z-A', 'Name Z-A', 'Nom Z-A'],
    fields: [{ field: 'name', order: 'DESC', naturalSorting: false }],
  },
  {
    key: 'price-asc',
    priority: 2,
    label: ['Preis aufsteigend', 'Price ascending', 'Prix croissant'],
    fields: [{ field: 'cheapestPrice', order: 'ASC', naturalSorting: false }],
  },
  {
    key: 'price-desc',
    priority: 1,
    label: ['Preis absteigend', 'Price descending', 'Prix décroissant'],
    fields: [{ field: 'cheapestPrice', order: 'DESC', naturalSorting: false }],
  },
  {
    key: 'topseller',
    priority: 0,
    label: ['Topseller', 'Top sellers', 'Meilleures ventes'],
    fields: [{ field: 'sales', order: 'DESC', naturalSorting: false }],
  },
];

export const SCORE_SORTING: ListingSorting = {
  key: 'score',
  priority: 5,
  label: ['Beste Ergebnisse', 'Top results', 'Meilleurs résultats'],
  fields: [{ field: '_score', order: 'DESC', naturalSorting: false }],
};

export function sortingEntity(sorting: ListingSorting, languageIndex: number) {
  const label = sorting.label[languageIndex] ?? sorting.label[0];
  return {
    key: sorting.key,
    priority: sorting.priority,
    label,
    translated: { label },
    apiAlias: 'product_sorting',
  };
}
