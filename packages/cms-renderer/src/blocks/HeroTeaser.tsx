import { Link } from '@beautyshop/ui';
import { imageSrcSet } from '../images/imageUrl';
import { ResponsiveImage } from '../images/ResponsiveImage';
import type { BlockProps } from '../render/blockProps';
import { assetField, stringField } from './blockFields';
import { useBlockSeen } from './useBlockSeen';

const DESKTOP_WIDTHS = [768, 1024, 1440, 1920, 2560];
const MOBILE_WIDTHS = [375, 750, 1125];

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
  return (
    <section ref={ref} className="bs-cms-hero">
      {desktop && (
        <picture className="bs-cms-hero__media">
          {mobile && (
            <source
              media="(max-width: 47.99em)"
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
