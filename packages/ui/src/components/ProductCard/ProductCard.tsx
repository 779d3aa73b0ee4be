import type { ReactNode } from 'react';
import { IconLeaf } from '../../icons/icons';
import { cx } from '../../internal/cx';
import { useLinkComponent } from '../Link/LinkProvider';
import styles from './ProductCard.module.css';
import { buildSrcSet, fallbackSrc, type Thumbnail } from './srcSet';

export interface ProductCardImage {
  /** Describes the product for screen readers; '' when the name says it all. */
  alt: string;
  /** `cover.media.thumbnails`. */
  thumbnails: readonly Thumbnail[];
  /** `cover.media.url`, used when there are no thumbnails. */
  src?: string;
}

export interface ProductCardProps {
  /** Product detail URL (SEO URL); the whole card is clickable through the name link. */
  href: string;
  name: string;
  manufacturer?: string;
  image?: ProductCardImage;
  /** `sizes` of the image; the default matches ProductGrid's 2 / 3 / 4 columns. */
  sizes?: string;
  /** Eager loading and high fetch priority for cards above the fold (first row). */
  priority?: boolean;
  /** Usually `<Price size="sm" …/>`. */
  price: ReactNode;
  /** Usually `<RatingStars size="sm" …/>`. */
  rating?: ReactNode;
  /** Usually `<Badge>`s; shown over the image. */
  badges?: ReactNode;
  /** A wishlist toggle (`<IconButton pressed …/>`), placed over the image above the card link. */
  wishlist?: ReactNode;
  /** Extra content under the price, e.g. an add-to-cart form. */
  actions?: ReactNode;
  /** Heading level of the product name within the page outline. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

const defaultSizes = '(min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw';

/** A product tile for listings, sliders and the wishlist. */
export function ProductCard({
  href,
  name,
  manufacturer,
  image,
  sizes = defaultSizes,
  priority = false,
  price,
  rating,
  badges,
  wishlist,
  actions,
  headingLevel = 3,
  className,
}: ProductCardProps) {
  const LinkComponent = useLinkComponent();
  const Heading = `h${headingLevel}` as const;
  const srcSet = image ? buildSrcSet(image.thumbnails) : '';
  const src = image ? (fallbackSrc(image.thumbnails) ?? image.src) : undefined;
  return (
    <article className={cx(styles.card, className)}>
      <div className={styles.media}>
        {image && src ? (
          <img
            className={styles.image}
            src={src}
            srcSet={srcSet || undefined}
            sizes={srcSet ? sizes : undefined}
            alt={image.alt}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : undefined}
            decoding="async"
          />
        ) : (
          <span className={styles.noImage}>
            <IconLeaf size={40} />
          </span>
        )}
        {badges ? <div className={styles.badges}>{badges}</div> : null}
        {wishlist ? <div className={styles.wishlist}>{wishlist}</div> : null}
      </div>
      <div className={styles.body}>
        {manufacturer ? <p className={styles.manufacturer}>{manufacturer}</p> : null}
        <Heading className={styles.name}>
          <LinkComponent href={href} className={styles.link}>
            {name}
          </LinkComponent>
        </Heading>
        {rating ? <div className={styles.rating}>{rating}</div> : null}
        <div className={styles.price}>{price}</div>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
    </article>
  );
}
