import { Link } from '@beautyshop/ui';
import { ResponsiveImage } from '../images/ResponsiveImage';
import type { BlockProps } from '../render/blockProps';
import { assetField, stringField } from './blockFields';
import { useBlockSeen } from './useBlockSeen';

const WIDTHS = [375, 600, 900, 1200];

/** Image (or video) beside text; `mediaPosition` 'left' or 'right' on wide screens, image first on small ones. */
export function MediaTextTeaser({ entry, context }: BlockProps) {
  const ref = useBlockSeen<HTMLElement>('mediaTextTeaser', entry, context);
  const headline = stringField(entry, 'headline');
  const description = stringField(entry, 'description');
  const url = stringField(entry, 'url');
  const linkText = stringField(entry, 'linkText');
  const image = assetField(entry, 'asset');
  const video = assetField(entry, 'videoAsset');
  const mediaPosition = stringField(entry, 'mediaPosition') === 'left' ? 'left' : 'right';
  // A teaser without image or video is a text section (service and legal pages, issue 19): one readable column.
  const hasMedia = video !== undefined || image !== undefined;
  return (
    <section
      ref={ref}
      className={hasMedia ? 'bs-cms-media-text' : 'bs-cms-media-text bs-cms-media-text--text-only'}
      data-media-position={mediaPosition}
    >
      {hasMedia ? (
        <div className="bs-cms-media-text__media">
          {video ? (
            <video src={video.url} muted playsInline controls preload="none" aria-label={video.title} />
          ) : (
            image && (
              <ResponsiveImage
                asset={image}
                alt={image.description ?? ''}
                widths={WIDTHS}
                sizes={context.magazine ? '(min-width: 48em) 28rem, 100vw' : '(min-width: 48em) 50vw, 100vw'}
              />
            )
          )}
        </div>
      ) : null}
      <div className="bs-cms-media-text__text">
        {headline && <h2>{headline}</h2>}
        {description && <p>{description}</p>}
        {url && linkText && (
          <Link href={url} variant="standalone">
            {linkText}
          </Link>
        )}
      </div>
    </section>
  );
}
