import type { StoredFields } from '../contentStore.js';
import { t, v } from './seedLocales.js';

export interface SeedCatalogue {
  /** `name` is the German one; `names` the English and French, where the catalogue has them. */
  categories: { id: string; name: string; seoPath: string; names?: { en?: string; fr?: string } }[];
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
/**
 * A category's address in each language, as an editor would localise a link field: the German SEO path where the
 * catalogue knows it (the seed's categories carry German paths only) and the id form elsewhere, which every locale
 * resolves (spec 2.3). The shop adds the shopper's locale prefix.
 */
export const categoryUrlOf = (c: { id: string; seoPath: string }) =>
  t({ de: urlOf(c.seoPath), ch: urlOf(c.seoPath), en: `/navigation/${c.id}/`, fr: `/navigation/${c.id}/` });

/** Collects seed entries and gives the seed files deterministic access to the catalogue. */
export function createSeedEntryWriter(catalogue: SeedCatalogue) {
  const { products } = catalogue;
  const depth = (c: SeedCatalogue['categories'][number]) => c.seoPath.split('/').filter(Boolean).length;
  // Teasers link top-level categories first (a shop's main worlds), then deeper ones; the root category (empty
  // SEO path, the home page itself) is never a teaser target.
  const linkable = catalogue.categories.filter((c) => depth(c) > 0);
  const categories = [...linkable.filter((c) => depth(c) === 1), ...linkable.filter((c) => depth(c) > 1)];
  if (categories.length === 0 || products.length === 0) {
    throw new TypeError(
      'seedContent needs at least one category with an SEO path and one product in the catalogue',
    );
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
    /** The first category whose name contains one of the words (tried in order), else the i-th: teasers about
     * serums link a skincare category when the catalogue has one. */
    categoryAbout: (words: string[], fallback: number) => {
      for (const word of words) {
        const match = categories.find((c) => c.name.toLowerCase().includes(word.toLowerCase()));
        if (match) return match;
      }
      return categories[fallback % categories.length] as SeedCatalogue['categories'][number];
    },
    /** The footer category with this German name (the service and legal pages, issue 19), if the catalogue has it. */
    footerCategory: (name: string) => catalogue.categories.find((c) => c.name === name),
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
