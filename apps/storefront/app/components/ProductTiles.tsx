import { Price, ProductCard, ProductGrid, RatingStars } from '@beautyshop/ui';
import type { ProductTile } from '../catalogue/productTile';
import { useLocale, useTranslate } from '../locale/useLocale';

/** Product cards for a listing; the first row loads its images eagerly (they are above the fold). */
export function ProductTiles({
  label,
  products,
  empty,
}: {
  label: string;
  products: readonly ProductTile[];
  empty: string;
}) {
  const t = useTranslate();
  const locale = useLocale();
  return (
    <ProductGrid label={label} empty={<p>{empty}</p>}>
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
