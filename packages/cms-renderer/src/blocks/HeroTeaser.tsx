import { Link } from '@beautyshop/ui';
import { preload } from 'react-dom';
import type { CmsAsset } from '../images/cmsAsset';
import { imageSrcSet, imageUrl } from '../images/imageUrl';
import { ResponsiveImage } from '../images/ResponsiveImage';
import type { BlockProps } from '../render/blockProps';
import { assetField, stringField } from './blockFields';
import { useBlockSeen } from './useBlockSeen';

const DESKTOP_WIDTHS = [768, 1024, 1440, 1920, 2560];
const MOBILE_WIDTHS = [375, 750, 1125];
const MOBILE_MEDIA = '(max-width: 47.99em)';
const DESKTOP_MEDIA = '(min-width: 48em)';

/**
 * Preloads the page's first hero (its LCP image) from the document's head, each art direction for its own
 * viewport only: browsers do not preload an `<img>` inside a `<picture>` from its attributes, and the hero is
 * otherwise found only when the parser reaches it, after the head's stylesheets and scripts (issue 18).
 */
function preloadHero(desktop: CmsAsset, mobile: CmsAsset | undefined): void {
  const preloadImage = (asset: CmsAsset, widths: readonly number[], media: string | undefined) =>
    preload(imageUrl(asset.url, { w: Math.min(asset.width ?? 1200, Math.max(...widths)), fm: 'webp' }), {
      as: 'image',
      imageSrcSet: imageSrcSet(asset.url, widths, asset.width),
      imageSizes: '100vw',
      fetchPriority: 'high',
      ...(media ? { media } : {}),
    });
  if (mobile) preloadImage(mobile, MOBILE_WIDTHS, MOBILE_MEDIA);
  preloadImage(desktop, DESKTOP_WIDTHS, mobile ? DESKTOP_MEDIA : undefined);
}

/**
 * Full-width stage: separate mobile art direction below 48em; the page's first hero loads eagerly (LCP).
 * The headline is an h2: the page (home, magazine) owns its single h1.
 */
export function HeroTeaser({ entry, priority, context }: BlockProps) {
  const ref = useBlockSeen<HTMLElement>('heroTeaser', entry, context);
  const headline = stringField(entry, 'headline');
  const subline = stringField(entry, 'subline');
  const url = stringField(entry, 'url');
  const linkText = stringField(entry, 'linkText');
  const desktop = assetField(entry, 'mediaDesktop');
  const mobile = assetField(entry, 'mediaMobile');
  const alt = stringField(entry, 'altTextAsset') ?? desktop?.description ?? '';
  if (priority && desktop) preloadHero(desktop, mobile);
  return (
    <section ref={ref} className="bs-cms-hero">
      {desktop && (
        <picture className="bs-cms-hero__media">
          {mobile && (
            <source
              media={MOBILE_MEDIA}
              srcSet={imageSrcSet(mobile.url, MOBILE_WIDTHS, mobile.width)}
              sizes="100vw"
              width={mobile.width}
              height={mobile.height}
            />
          )}
          <ResponsiveImage
            asset={desktop}
            alt={alt}
            widths={DESKTOP_WIDTHS}
            sizes="100vw"
            priority={priority}
          />
        </picture>
      )}
      <div className="bs-cms-hero__text">
        {headline && <h2>{headline}</h2>}
        {subline && <p>{subline}</p>}
        {url && linkText && (
          <Link href={url} variant="standalone">
            {linkText}
          </Link>
        )}
      </div>
    </section>
  );
}
