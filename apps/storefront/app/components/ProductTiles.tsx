import { Price, ProductCard, ProductGrid, RatingStars } from '@beautyshop/ui';
import type { ReactNode } from 'react';
import type { ProductTile } from '../catalogue/productTile';
import { useLocale, useTranslate } from '../locale/useLocale';

export interface ProductTilesProps {
  /** Accessible name of the list (the category name, 'Search'). */
  label: string;
  products: readonly ProductTile[];
  /** Shown instead of the grid when there are no products and nothing is loading. */
  empty: ReactNode;
  /** Adds `loadingCount` placeholder cards after the products and marks the list busy (aria-busy). */
  loading?: boolean;
  loadingCount?: number;
}

/** Product cards for a listing; the first row loads its images eagerly (they are above the fold). */
export function ProductTiles({ label, products, empty, loading = false, loadingCount }: ProductTilesProps) {
  const t = useTranslate();
  const locale = useLocale();
  return (
    <ProductGrid
      label={label}
      empty={empty}
      loading={loading}
      {...(loadingCount !== undefined ? { loadingCount } : {})}
    >
      {products.map((product, index) => (
        <ProductCard
          key={product.id}
          href={product.href}
          name={product.name}
          manufacturer={product.manufacturer}
          image={product.image}
          priority={index < 4}
          price={
            <Price
              size="sm"
              unitPrice={product.unitPrice}
              listPrice={product.listPrice}
              percentage={product.percentage}
              hasRange={product.hasRange}
              currency={locale.currency}
              locale={locale.locale}
              labels={{
                listPrice: t('price.listPrice'),
                salePrice: t('price.salePrice'),
                rangeFrom: t('price.rangeFrom'),
              }}
            />
          }
          rating={product.ratingAverage ? <RatingStars size="sm" value={product.ratingAverage} /> : undefined}
        />
      ))}
    </ProductGrid>
  );
}
