import { Price } from '@beautyshop/ui';
import { useLocale, useTranslate } from '../../locale/useLocale';
import { PriceNotice } from './PriceNotice';
import { priceLabels } from './priceLabels';

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
