import { Link } from '@beautyshop/ui';
import { imageSrcSet } from '../images/imageUrl';
import { ResponsiveImage } from '../images/ResponsiveImage';
import type { BlockProps } from '../render/blockProps';
import { assetField, stringField } from './blockFields';
import { useBlockSeen } from './useBlockSeen';

const DESKTOP_WIDTHS = [768, 1024, 1440, 1920];
const MOBILE_WIDTHS = [375, 750];

/** A wide category stage; the whole teaser is one link to the category. */
export function LargeCategoryTeaser({ entry, context }: BlockProps) {
  const ref = useBlockSeen<HTMLElement>('largeCategoryTeaser', entry, context);
  const headline = stringField(entry, 'headline');
  const subline = stringField(entry, 'subline');
  const url = stringField(entry, 'url');
  const desktop = assetField(entry, 'mediaDesktop');
  const mobile = assetField(entry, 'mediaMobile');
  const alt = stringField(entry, 'altTextAsset') ?? '';
  const body = (
    <>
      {desktop && (
        <picture className="bs-cms-large-category__media">
          {mobile && (
            <source
              media="(max-width: 47.99em)"
              srcSet={imageSrcSet(mobile.url, MOBILE_WIDTHS, mobile.width)}
              sizes="100vw"
              width={mobile.width}
              height={mobile.height}
            />
          )}
          <ResponsiveImage asset={desktop} alt={alt} widths={DESKTOP_WIDTHS} sizes="100vw" />
        </picture>
      )}
      <span className="bs-cms-large-category__text">
        {/* A heading, as every other teaser's: a screen reader's list of headings reaches the stage too. */}
        {headline && <h2 className="bs-cms-large-category__headline">{headline}</h2>}
        {subline && <span className="bs-cms-large-category__subline">{subline}</span>}
      </span>
    </>
  );
  return (
    <section ref={ref} className="bs-cms-large-category" data-category-id={stringField(entry, 'categoryId')}>
      {url ? (
        <Link href={url} variant="subtle">
          {body}
        </Link>
      ) : (
        body
      )}
    </section>
  );
}
