import type { ProductTile } from '@beautyshop/catalogue';
import { Badge, formatNumber, Link, Price, ProductCard, RatingStars } from '@beautyshop/ui';
import type { ReactNode } from 'react';
import { AddToCartForm } from '../cart/AddToCartForm';
import { useLocale, useTranslate } from '../locale/useLocale';
import { WishlistToggle } from '../wishlist/WishlistToggle';
import { PriceNotice } from './product/PriceNotice';
import { priceLabels } from './product/priceLabels';

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
      | 'badges'
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
      badges={
        product.badges && product.badges.length > 0
          ? product.badges.map((name) => <Badge key={name}>{name}</Badge>)
          : undefined
      }
      priority={priority}
      wishlist={<WishlistToggle productId={product.id} name={product.name} />}
      // A parent with variants is added from its product page, where the shopper picks the variant: its card
      // leads there where the others have their add-to-cart button (as Shopware's listing does).
      actions={
        actions ??
        (product.hasVariants ? (
          <Link
            variant="button"
            href={product.href}
            aria-label={t('product.tileDetailsOf', { name: product.name })}
          >
            {t('product.tileDetails')}
          </Link>
        ) : (
          <AddToCartForm productId={product.id} />
        ))
      }
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

/** What a card's price needs: the tile's price fields (listings, product sliders, content sliders). */
export interface CardPriceData {
  unitPrice: number;
  listPrice?: number | undefined;
  percentage?: number | undefined;
  lowestPrice30Days?: number | undefined;
  hasRange: boolean;
}

/**
 * A product card's price in the page's language with the notices beside it (issue 19): tax and shipping, and the
 * lowest price of the last 30 days beside a reduced price. One component, so no card shows a price without them.
 * It lives in this module, not its own: a module of its own split the chunk the cards share with the frame and
 * cost every page's first load 0.5 KB (content sliders reach it from their lazy views).
 */
export function ProductCardPrice({ product }: { product: CardPriceData }) {
  const t = useTranslate();
  const locale = useLocale();
  return (
    <>
      <Price
        size="sm"
        unitPrice={product.unitPrice}
        listPrice={product.listPrice}
        percentage={product.percentage}
        hasRange={product.hasRange}
        currency={locale.currency}
        locale={locale.locale}
        labels={priceLabels(t)}
      />
      <PriceNotice size="sm" lowestPrice30Days={product.lowestPrice30Days} />
    </>
  );
}
