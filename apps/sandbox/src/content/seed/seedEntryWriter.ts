import type { StoredFields } from '../contentStore.js';
import { v } from './seedLocales.js';

export interface SeedCatalogue {
  categories: { id: string; name: string; seoPath: string }[];
  products: { id: string; productNumber: string; name: string }[];
}

export interface SeedEntry {
  id: string;
  contentType: string;
  fields: StoredFields;
  /** 'published' is visible to both tokens; 'draft' only to the preview token. */
  status: 'published' | 'draft';
  /** Unpublished edits of a published entry: the preview token sees them, the delivery token the published state. */
  draftChanges?: StoredFields;
  tags?: string[];
}

export const entryLink = (id: string) => ({ sys: { type: 'Link', linkType: 'Entry', id } });
export const assetLink = (id: string) => ({ sys: { type: 'Link', linkType: 'Asset', id } });
/** An Array-of-links field (`pageContent`, `modules`, ...), not localised. */
export const blocks = (...ids: string[]) => v(ids.map(entryLink));
export const urlOf = (seoPath: string) => `/${seoPath.replace(/^\/+/, '')}`;

/** Collects seed entries and gives the seed files deterministic access to the catalogue. */
export function createSeedEntryWriter(catalogue: SeedCatalogue) {
  const { categories, products } = catalogue;
  if (categories.length === 0 || products.length === 0) {
    throw new TypeError('seedContent needs at least one category and one product in the catalogue');
  }
  const entries: SeedEntry[] = [];
  const add = (entry: SeedEntry) => {
    entries.push(entry);
  };
  return {
    entries,
    products,
    /** The i-th category, wrapping around small catalogues. */
    category: (i: number) => categories[i % categories.length] as SeedCatalogue['categories'][number],
    bestsellers: products.slice(0, 8),
    newcomers: [...products].reverse().slice(0, 8),
    add,
    published: (
      id: string,
      contentType: string,
      fields: StoredFields,
      options: { tags?: string[]; draftChanges?: StoredFields } = {},
    ) => add({ id, contentType, fields, status: 'published', ...options }),
  };
}

export type SeedEntryWriter = ReturnType<typeof createSeedEntryWriter>;
