import { Link } from '@beautyshop/ui';
import type { BlockProps } from '../render/blockProps';
import { stringField, stringListField } from './blockFields';

/**
 * Products named by id or product number, resolved by the app (`products` prop of CmsBlocks), in the editor's
 * order. Renders nothing when the app supplies no products, so a slider never shows empty.
 */
export function ProductSlider({ entry, context }: BlockProps) {
  const title = stringField(entry, 'title');
  const products =
    context.products?.({
      productIds: stringListField(entry, 'productIds'),
      productNumbers: stringListField(entry, 'productNumbers'),
    }) ?? [];
  if (products.length === 0) return null;
  return (
    <section className="bs-cms-slider bs-cms-products" aria-label={title}>
      {title && <h2 className="bs-cms-slider__title">{title}</h2>}
      <ul className="bs-cms-slider__track">
        {products.map((product) => (
          <li key={product.id} className="bs-cms-slider__slide bs-cms-product">
            <Link href={product.href} variant="subtle">
              {product.imageUrl && (
                <img
                  src={product.imageUrl}
                  alt={product.imageAlt ?? ''}
                  loading="lazy"
                  decoding="async"
                  width={300}
                  height={300}
                />
              )}
              {product.manufacturer && <span className="bs-cms-product__brand">{product.manufacturer}</span>}
              <span className="bs-cms-product__name">{product.name}</span>
            </Link>
            {product.price && (
              <p className="bs-cms-product__price">
                {product.listPrice && <s>{product.listPrice}</s>} <span>{product.price}</span>
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
