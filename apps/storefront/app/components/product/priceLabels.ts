import type { PriceLabels } from '@beautyshop/ui';
import type { Translate } from '../../i18n/translate';

/** Every text of the ui Price in the page's language (the loader labels the tiers themselves, spec 9). */
export function priceLabels(t: Translate): PriceLabels {
  return {
    listPrice: t('price.listPrice'),
    salePrice: t('price.salePrice'),
    discount: t('price.discount'),
    rangeFrom: t('price.rangeFrom'),
    referencePrice: t('price.referencePrice'),
    tierQuantity: t('price.tierQuantity'),
    tierUnitPrice: t('price.tierUnitPrice'),
    tierCaption: t('price.tierCaption'),
  };
}
