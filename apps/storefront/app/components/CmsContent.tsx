import { CmsBlocks, createDefaultBlockRegistry } from '@beautyshop/cms-renderer';
import { useLocale, useTranslate } from '../locale/useLocale';
import { usePromotionBlockSeen } from '../tracking/usePromotionBlockSeen';
import type { SliderProduct } from '../views/contentViews';

const registry = createDefaultBlockRegistry();

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
  return (
    <CmsBlocks
      onBlockSeen={onBlockSeen}
      blocks={blocks}
      registry={registry}
      locale={locale}
      magazine={magazine}
      labels={{ componentNotFound: t('cms.componentNotFound') }}
      products={({ productIds, productNumbers }) =>
        products.filter(
          (product) => productIds.includes(product.id) || productNumbers.includes(product.productNumber),
        )
      }
    />
  );
}
