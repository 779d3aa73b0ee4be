import { Link } from '@beautyshop/ui';
import { ResponsiveImage } from '../images/ResponsiveImage';
import type { BlockProps } from '../render/blockProps';
import { assetField, stringField } from './blockFields';
import { useBlockSeen } from './useBlockSeen';

const WIDTHS = [240, 360, 480, 720];

/** A square category tile: four in a row on wide screens, two on small ones. */
export function CategoryTeaser({ entry, context }: BlockProps) {
  const ref = useBlockSeen<HTMLElement>('categoryTeaser', entry, context);
  const title = stringField(entry, 'title');
  const url = stringField(entry, 'url');
  const image = assetField(entry, 'asset');
  const body = (
    <>
      {image && (
        <ResponsiveImage
          asset={image}
          alt=""
          widths={WIDTHS}
          sizes={context.magazine ? '(min-width: 64em) 14rem, 50vw' : '(min-width: 64em) 25vw, 50vw'}
        />
      )}
      {title && <span className="bs-cms-category__title">{title}</span>}
    </>
  );
  return (
    <article ref={ref} className="bs-cms-category" data-category-id={stringField(entry, 'categoryId')}>
      {url ? (
        <Link href={url} variant="subtle">
          {body}
        </Link>
      ) : (
        body
      )}
    </article>
  );
}
