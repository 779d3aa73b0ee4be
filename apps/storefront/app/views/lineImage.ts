import type { Media } from '@beautyshop/store-api-client';

/** The image a cart, checkout or order line shows: its cover (a product's), or none (a promotion's). */
export interface LineImage {
  url: string;
  alt: string;
}

/** A line's cover as the line's image; the cover's alt text, or none, as the line's name sits beside it. */
export function lineImageOf(cover: Pick<Media, 'url' | 'alt'> | null | undefined): LineImage | undefined {
  return cover ? { url: cover.url, alt: cover.alt ?? '' } : undefined;
}
