import { useState } from 'react';
import { Badge } from '../components/Badge/Badge';
import { IconButton } from '../components/IconButton/IconButton';
import { Price } from '../components/Price/Price';
import { ProductCard } from '../components/ProductCard/ProductCard';
import { RatingStars } from '../components/RatingStars/RatingStars';
import { IconHeart, IconHeartFilled } from '../icons/icons';
import { thumbnailsOf } from './productImages';
import type { DemoProduct } from './products';

/** The composition a storefront listing renders: card + price + rating + badge + wishlist toggle. */
export function DemoProductCard({
  product,
  priority = false,
  headingLevel = 3,
}: {
  product: DemoProduct;
  priority?: boolean;
  headingLevel?: 2 | 3;
}) {
  const [wished, setWished] = useState(false);
  return (
    <ProductCard
      href={`/p/${product.id}`}
      name={product.name}
      manufacturer={product.manufacturer}
      priority={priority}
      headingLevel={headingLevel}
      image={{ alt: '', thumbnails: thumbnailsOf(product.image) }}
      badges={product.badge ? <Badge tone={product.badge.tone}>{product.badge.label}</Badge> : undefined}
      rating={<RatingStars size="sm" value={product.rating} count={product.reviews} />}
      price={
        <Price
          size="sm"
          unitPrice={product.unitPrice}
          listPrice={product.listPrice}
          referencePrice={product.reference}
          currency="EUR"
          locale="en-gb"
        />
      }
      wishlist={
        <IconButton
          variant="solid"
          label={`Add ${product.name} to wishlist`}
          pressed={wished}
          icon={wished ? <IconHeartFilled /> : <IconHeart />}
          onClick={() => setWished(!wished)}
        />
      }
    />
  );
}
