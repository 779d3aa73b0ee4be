import type { ProductTile } from '@beautyshop/catalogue';
import { formatNumber, ProductCard, RatingStars } from '@beautyshop/ui';
import type { ReactNode } from 'react';
import { AddToCartForm } from '../cart/AddToCartForm';
import { useLocale, useTranslate } from '../locale/useLocale';
import { WishlistToggle } from '../wishlist/WishlistToggle';
import { ProductCardPrice } from './product/ProductCardPrice';

/** A card's data: a product tile, whose optional parts may be missing from JSON (undefined is not sent). */
export type ProductCardData = Pick<ProductTile, 'id' | 'href' | 'name' | 'unitPrice' | 'hasRange'> &
  Partial<
    Pick<
      ProductTile,
      | 'manufacturer'
      | 'image'
      | 'listPrice'
      | 'percentage'
      | 'lowestPrice30Days'
      | 'ratingAverage'
      | 'hasVariants'
    >
  >;

/** One product tile as a ui ProductCard, with price and rating in the page's language (listings and sliders). */
export function ProductTileCard({
  product,
  priority = false,
  actions,
}: {
  product: ProductCardData;
  priority?: boolean;
  /** Replaces the card's add-to-cart form (the wishlist page moves a product to the cart). */
  actions?: ReactNode;
}) {
  const t = useTranslate();
  const locale = useLocale();
  return (
    <ProductCard
      href={product.href}
      name={product.name}
      manufacturer={product.manufacturer}
      image={product.image}
      priority={priority}
      wishlist={<WishlistToggle productId={product.id} name={product.name} />}
      // A parent with variants is added from its product page, where the shopper picks the variant.
      actions={actions ?? (product.hasVariants ? undefined : <AddToCartForm productId={product.id} />)}
      price={<ProductCardPrice product={product} />}
      rating={
        product.ratingAverage ? (
          <RatingStars
            size="sm"
            value={product.ratingAverage}
            label={t('product.ratingLabel', {
              value: formatNumber(product.ratingAverage, locale.locale, { maximumFractionDigits: 1 }),
            })}
          />
        ) : undefined
      }
    />
  );
}
