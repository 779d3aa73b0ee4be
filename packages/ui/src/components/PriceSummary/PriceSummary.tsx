import { formatCurrency } from '../../format/formatCurrency';
import { numberFormat } from '../../format/formatterCache';
import { cx } from '../../internal/cx';
import { fill } from '../../internal/template';
import styles from './PriceSummary.module.css';

/** Texts of the summary, translated by the app; `{…}` slots are filled in. */
export interface PriceSummaryLabels {
  subtotal: string;
  shipping: string;
  /** Shipping that costs nothing. */
  shippingFree: string;
  /** A tax line, `{rate}` is the rate in percent, written in the locale's notation (5,5 in French). */
  tax: string;
  total: string;
  /** The difference of a total rounded to the currency's cash step (5 Rappen in CHF); only shown when there is one. */
  rounding?: string;
  /** `{amount}` is what is still missing for free shipping. */
  freeShippingRemaining: string;
  freeShippingReached: string;
}

export interface PriceSummaryProps {
  currency: string;
  /** BCP 47 tag for number formatting, e.g. `de-DE`. */
  locale: string;
  /** The goods' value (Shopware's price.positionPrice). */
  subtotal: number;
  /** The shipping costs (deliveries[0].shippingCosts.totalPrice); undefined while not known. */
  shipping?: number | undefined;
  /** Taxes included, per rate. */
  taxes?: readonly { taxRate: number; tax: number }[];
  total: number;
  /** What rounding the total to the currency's cash step changed (Shopware's totalPrice minus rawTotal). */
  rounding?: number;
  /**
   * The free-shipping threshold of the market; no progress bar without it, nor when the shipping row says
   * otherwise (free below the threshold through a code, charged above it for a method it does not cover).
   */
  freeShippingThreshold?: number | undefined;
  labels: PriceSummaryLabels;
  className?: string;
}

/** Subtotal, shipping, taxes and total of a cart, with the progress towards free shipping. */
export function PriceSummary({
  currency,
  locale,
  subtotal,
  shipping,
  taxes = [],
  total,
  rounding = 0,
  freeShippingThreshold,
  labels,
  className,
}: PriceSummaryProps) {
  const money = (amount: number) => formatCurrency(amount, currency, locale);
  // The formatter cache formatCurrency uses, not formatNumber: that module ships in the product tile's chunk, and
  // importing it here put 2.2 KB (gzipped) into the cart page's first load.
  const rateFormat = numberFormat(locale, { maximumFractionDigits: 2 });
  // The progress never contradicts the shipping row: free there means reached here, charged means not yet.
  const remaining =
    freeShippingThreshold === undefined ||
    (shipping !== undefined && (shipping === 0) !== subtotal >= freeShippingThreshold)
      ? undefined
      : Math.max(0, freeShippingThreshold - subtotal);
  return (
    <div className={cx(styles.summary, className)}>
      {remaining === undefined || freeShippingThreshold === undefined ? null : (
        <div className={styles.progress}>
          <p className={styles.progressText}>
            {remaining > 0
              ? fill(labels.freeShippingRemaining, { amount: money(remaining) })
              : labels.freeShippingReached}
          </p>
          <progress
            className={styles.bar}
            max={freeShippingThreshold}
            value={Math.min(subtotal, freeShippingThreshold)}
            aria-label={labels.shipping}
          />
        </div>
      )}
      <dl className={styles.rows}>
        <div className={styles.row}>
          <dt>{labels.subtotal}</dt>
          <dd>{money(subtotal)}</dd>
        </div>
        {shipping === undefined ? null : (
          <div className={styles.row}>
            <dt>{labels.shipping}</dt>
            <dd>{shipping === 0 ? labels.shippingFree : money(shipping)}</dd>
          </div>
        )}
        {taxes.map((tax) => (
          <div key={tax.taxRate} className={cx(styles.row, styles.tax)}>
            <dt>{fill(labels.tax, { rate: rateFormat.format(tax.taxRate) })}</dt>
            <dd>{money(tax.tax)}</dd>
          </div>
        ))}
        {Math.round(rounding * 100) === 0 ? null : (
          <div className={styles.row}>
            <dt>{labels.rounding}</dt>
            <dd>{money(rounding)}</dd>
          </div>
        )}
        <div className={cx(styles.row, styles.total)}>
          <dt>{labels.total}</dt>
          <dd>{money(total)}</dd>
        </div>
      </dl>
    </div>
  );
}
