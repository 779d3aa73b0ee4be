import type { ProductTile } from '@beautyshop/catalogue';
import { ProductGrid } from '@beautyshop/ui';
import type { ReactNode } from 'react';
import { ProductTileCard } from './ProductTileCard';

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
  return (
    <ProductGrid
      label={label}
      empty={empty}
      loading={loading}
      {...(loadingCount !== undefined ? { loadingCount } : {})}
    >
      {products.map((product, index) => (
        <ProductTileCard key={product.id} product={product} priority={index < 4} />
      ))}
    </ProductGrid>
  );
}
