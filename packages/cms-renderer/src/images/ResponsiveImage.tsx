import type { CmsAsset } from './cmsAsset';
import { imageSrcSet, imageUrl } from './imageUrl';

export interface ResponsiveImageProps {
  asset: CmsAsset;
  /** Alt text; '' marks the image decorative. */
  alt: string;
  /** Candidate widths for `srcset`. */
  widths: readonly number[];
  /** The `sizes` attribute: how wide the image is laid out at each breakpoint. */
  sizes: string;
  /** The page's main image: eager with fetchpriority high instead of lazy. */
  priority?: boolean;
  className?: string;
}

/** An `<img>` with WebP renditions from the Contentful Images API and intrinsic size against layout shift. */
export function ResponsiveImage({
  asset,
  alt,
  widths,
  sizes,
  priority = false,
  className,
}: ResponsiveImageProps) {
  const fallbackWidth = Math.min(asset.width ?? 1200, Math.max(...widths));
  return (
    <img
      className={className}
      src={imageUrl(asset.url, { w: fallbackWidth, fm: 'webp' })}
      srcSet={imageSrcSet(asset.url, widths, asset.width)}
      sizes={sizes}
      width={asset.width}
      height={asset.height}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? 'sync' : 'async'}
    />
  );
}
