import { Badge, Carousel, Price, ProductCard } from '@beautyshop/ui';
import type { BlockProps } from '../render/blockProps';
import { stringField, stringListField } from './blockFields';

/**
 * Products named by id or product number, resolved by the app (`products` prop of CmsBlocks), as ui ProductCards
 * in a Carousel with their badges over the image, each price as the app renders prices (`renderPrice`: its labels and notices). Renders nothing when the app supplies no products, so a slider never shows empty.
 */
export function ProductSlider({ entry, context }: BlockProps) {
  const title = stringField(entry, 'title');
  const { labels, locale, renderPrice } = context;
  const products =
    context.products?.({
      productIds: stringListField(entry, 'productIds'),
      productNumbers: stringListField(entry, 'productNumbers'),
    }) ?? [];
  if (products.length === 0) return null;
  return (
    <div className="bs-cms-product-slider">
      <Carousel
        label={title ?? labels.untitledSlider}
        heading={title ? <h2>{title}</h2> : undefined}
        labels={{ previous: labels.previousSlide, next: labels.nextSlide, slide: labels.slide }}
      >
        {products.map((product) => (
          <ProductCard
            key={product.id}
            href={product.href}
            name={product.name}
            manufacturer={product.manufacturer}
            image={
              product.image && {
                alt: product.image.alt,
                thumbnails: product.image.thumbnails ?? [],
                ...(product.image.src ? { src: product.image.src } : {}),
              }
            }
            sizes="(min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw"
            badges={
              product.badges && product.badges.length > 0
                ? product.badges.map((badge) => <Badge key={badge}>{badge}</Badge>)
                : undefined
            }
            price={
              renderPrice ? (
                renderPrice(product)
              ) : product.unitPrice !== undefined && product.currency ? (
                <Price
                  size="sm"
                  unitPrice={product.unitPrice}
                  listPrice={product.listPrice}
                  percentage={product.percentage}
                  currency={product.currency}
                  locale={locale}
                />
              ) : null
            }
          />
        ))}
      </Carousel>
    </div>
  );
}
