import { CmsBlocks, createDefaultBlockRegistry, type ProductTile } from '@beautyshop/cms-renderer';
import { ContactFormBlock } from '../contact/ContactFormBlock';
import { useLocale, useTranslate } from '../locale/useLocale';
import { usePromotionBlockSeen } from '../tracking/usePromotionBlockSeen';
import { useContentPlatform } from '../useContentPlatform';
import type { SliderProduct } from '../views/contentViews';
import { ProductCardPrice } from './ProductTileCard';

// The shop's own content forms (spec 2.4 'CMS content blocks and forms') beside spec 2.6's blocks.
const registry = createDefaultBlockRegistry().register('contactForm', ContactFormBlock);

/** Content blocks through the block registry (spec 2.6), with slider products the loader fetched. */
export function CmsContent({
  blocks,
  products,
  magazine = false,
}: {
  blocks: readonly unknown[];
  products: readonly SliderProduct[];
  /** Spec 2.6: inside a magazine page, blocks other than sliders sit in a centred 57.25 rem column. */
  magazine?: boolean;
}) {
  const { locale } = useLocale();
  const t = useTranslate();
  const onBlockSeen = usePromotionBlockSeen();
  const platform = useContentPlatform();
  return (
    // The page grid of cms-renderer's styles.css: the blocks line up with the header's column (issue 19).
    <div className="bs-cms-page">
      <CmsBlocks
        onBlockSeen={onBlockSeen}
        blocks={blocks}
        registry={registry}
        locale={locale}
        platform={platform}
        magazine={magazine}
        labels={{ componentNotFound: t('cms.componentNotFound') }}
        // The shop's card price with its tax, shipping and 30-day notices, as in listings and the other sliders.
        renderPrice={(tile: ProductTile) => {
          const product = products.find((candidate) => candidate.id === tile.id);
          return product ? <ProductCardPrice product={product} /> : null;
        }}
        products={({ productIds, productNumbers }) =>
          products.filter(
            (product) => productIds.includes(product.id) || productNumbers.includes(product.productNumber),
          )
        }
      />
    </div>
  );
}
