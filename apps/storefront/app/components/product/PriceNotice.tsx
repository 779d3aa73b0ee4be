import { formatCurrency, Link } from '@beautyshop/ui';
import { useLocale, useTranslate } from '../../locale/useLocale';
import styles from './PriceNotice.module.css';
import { useShippingInfoHref } from './shippingInfo';

/**
 * Beside every price (issue 19): the tax and shipping notice ('inkl. MwSt., zzgl. Versand', in Switzerland
 * 'inkl. MWST'), its shipping part linked to the shipping page; and beside a reduced price the lowest price of
 * the last 30 days (spec 2.4 price history, EU price rules).
 */
export function PriceNotice({
  lowestPrice30Days,
  size = 'md',
  allPrices = false,
  shippingIncluded = false,
}: {
  lowestPrice30Days?: number | undefined;
  size?: 'sm' | 'md';
  /** One notice for a list of prices ('Alle Preise inkl. MwSt., zzgl. Versand'), e.g. under search suggestions. */
  allPrices?: boolean;
  /** A total that holds the shipping costs already (the cart's): only the tax part is said. */
  shippingIncluded?: boolean;
}) {
  const t = useTranslate();
  const locale = useLocale();
  const shippingHref = useShippingInfoHref();
  const taxText = locale.market === 'CH' ? t('price.taxNoticeCh') : t('price.taxNotice');
  const tax = allPrices ? t('price.allPrices', { tax: taxText }) : taxText;
  const shipping = t('price.shippingNotice');
  return (
    <div className={size === 'sm' ? `${styles.notice} ${styles.small}` : styles.notice}>
      {lowestPrice30Days !== undefined ? (
        <p className={styles.lowest}>
          {t('price.lowest30Days', {
            price: formatCurrency(lowestPrice30Days, locale.currency, locale.locale),
          })}
        </p>
      ) : null}
      <p className={styles.tax}>
        {tax}
        {shippingIncluded ? null : (
          <>, {shippingHref ? <Link href={shippingHref}>{shipping}</Link> : shipping}</>
        )}
      </p>
    </div>
  );
}
