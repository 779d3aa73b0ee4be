import type { ProductTile } from '@beautyshop/catalogue';
import { z } from 'zod';

/** The thumbnail is shown at 48 CSS px: the smallest one that stays sharp on a 2x screen. */
export const SUGGESTION_IMAGE_MIN_WIDTH = 96;

/** One product of the header's suggestions: what the list shows, nothing more (the answer is public and cached). */
export const suggestedProductSchema = z.object({
  id: z.string(),
  name: z.string(),
  href: z.string(),
  imageUrl: z.string().optional(),
  unitPrice: z.number(),
  listPrice: z.number().optional(),
  percentage: z.number().optional(),
  /** Beside a reduced price only: its lowest price of the last 30 days (EU price rules). */
  lowestPrice30Days: z.number().optional(),
  hasRange: z.boolean(),
});
export type SuggestedProduct = z.infer<typeof suggestedProductSchema>;

/**
 * GET {locale}/search/suggest: for a term, its products; for an empty term, the frequently searched terms
 * (spec 1 and 2.4), which the field offers when it gets focus.
 */
export const searchSuggestionsSchema = z.object({
  term: z.string(),
  terms: z.array(z.string()),
  products: z.array(suggestedProductSchema),
  /** How many products the term finds in all (the list shows the first few); absent for an empty term. */
  total: z.number().int().nonnegative().optional(),
});
export type SearchSuggestions = z.infer<typeof searchSuggestionsSchema>;

/** A product tile as one suggestion, with its smallest sharp thumbnail (Shopware's list is in no set order). */
export function suggestedProduct(tile: ProductTile): SuggestedProduct {
  const thumbnails = [...(tile.image?.thumbnails ?? [])].sort((a, b) => a.width - b.width);
  const imageUrl =
    thumbnails.find((thumbnail) => thumbnail.width >= SUGGESTION_IMAGE_MIN_WIDTH)?.url ?? tile.image?.src;
  return {
    id: tile.id,
    name: tile.name,
    href: tile.href,
    ...(imageUrl === undefined ? {} : { imageUrl }),
    unitPrice: tile.unitPrice,
    ...(tile.listPrice === undefined ? {} : { listPrice: tile.listPrice }),
    ...(tile.percentage === undefined ? {} : { percentage: tile.percentage }),
    ...(tile.lowestPrice30Days === undefined ? {} : { lowestPrice30Days: tile.lowestPrice30Days }),
    hasRange: tile.hasRange,
  };
}
