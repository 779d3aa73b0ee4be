/** One entry of Shopware's `media.thumbnails`. */
export interface Thumbnail {
  width: number;
  url: string;
}

/** A `srcset` from thumbnails: ascending width, one URL per width, empty entries dropped. */
export function buildSrcSet(thumbnails: readonly Thumbnail[]): string {
  const byWidth = new Map<number, string>();
  for (const { width, url } of thumbnails) {
    if (width > 0 && url && !byWidth.has(width)) byWidth.set(width, url);
  }
  return [...byWidth.entries()]
    .sort(([a], [b]) => a - b)
    .map(([width, url]) => `${url} ${width}w`)
    .join(', ');
}

/**
 * The `src` fallback: the smallest thumbnail at least `preferredWidth` wide, else the widest one.
 * Browsers without srcset support get a sharp enough image without downloading the original.
 */
export function fallbackSrc(thumbnails: readonly Thumbnail[], preferredWidth = 600): string | undefined {
  const sorted = [...thumbnails].filter((t) => t.url).sort((a, b) => a.width - b.width);
  return (sorted.find((t) => t.width >= preferredWidth) ?? sorted.at(-1))?.url;
}
