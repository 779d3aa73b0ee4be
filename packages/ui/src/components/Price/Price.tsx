import { formatCurrency } from '../../format/formatCurrency';
import { formatPercent } from '../../format/formatPercent';
import { numberFormat } from '../../format/formatterCache';
import { cx } from '../../internal/cx';
import { fill } from '../../internal/template';
import { VisuallyHidden } from '../../internal/VisuallyHidden';
import styles from './Price.module.css';

/** Shopware's `calculatedPrice.referencePrice`: e.g. 50 ml sold, priced per 100 ml. */
export interface ReferencePrice {
  price: number;
  purchaseUnit: number;
  referenceUnit: number;
  unitName: string;
}

/** Texts of the price, translated by the app; `{…}` slots are filled in. */
export interface PriceLabels {
  /** Screen-reader prefix of the struck-through list price. */
  listPrice: string;
  /** Screen-reader prefix of the current price when a list price is shown. */
  salePrice: string;
  /** Discount badge, `{percent}` is the formatted percentage. */
  discount: string;
  /** Prefix when variants differ in price (`calculatedCheapestPrice.hasRange`). */
  rangeFrom: string;
  /** Reference price line: `{content}` (50 ml), `{price}`, `{unit}` (100 ml). */
  referencePrice: string;
  tierQuantity: string;
  tierUnitPrice: string;
  tierCaption: string;
}

export const defaultPriceLabels: PriceLabels = {
  listPrice: 'Previously',
  salePrice: 'Now',
  discount: '−{percent}',
  rangeFrom: 'from',
  referencePrice: '{content} ({price} / {unit})',
  tierQuantity: 'Quantity',
  tierUnitPrice: 'Unit price',
  tierCaption: 'Graduated prices',
};

/**
 * One graduated price with the quantity as the shop labels it: 'to 5', 'from 6' (spec 9's rule lives in the
 * catalogue, `@beautyshop/catalogue`'s `tierLabels`; this component shows the label it is given).
 */
export interface TierPrice {
  label: string;
  unitPrice: number;
}

export interface PriceProps {
  /** The price the shopper pays per unit (`calculatedPrice.unitPrice`). */
  unitPrice: number;
  /** ISO 4217 code of the context currency (EUR, CHF). */
  currency: string;
  /** The page locale, e.g. 'de-ch'. */
  locale: string;
  /** Former price (`calculatedPrice.listPrice.price`); shown struck through when above `unitPrice`. */
  listPrice?: number;
  /** Discount in percent (`listPrice.percentage`); computed from the two prices when omitted. */
  percentage?: number;
  referencePrice?: ReferencePrice;
  /** Prefixes 'from' when the variants differ in price. */
  hasRange?: boolean;
  /** Graduated prices, each with its quantity label; a table is shown when there are two or more. */
  tiers?: readonly TierPrice[];
  labels?: Partial<PriceLabels>;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

/** A product price: current, list price struck through, discount, reference price and tier table. */
export function Price({
  unitPrice,
  currency,
  locale,
  listPrice,
  percentage,
  referencePrice,
  hasRange = false,
  tiers,
  labels: labelOverrides,
  size = 'md',
  className,
}: PriceProps) {
  const labels = { ...defaultPriceLabels, ...labelOverrides };
  const money = (amount: number) => formatCurrency(amount, currency, locale);
  // An amount of a unit in the locale's notation (0,75 l in German), kept on one line with its unit.
  const quantity = (amount: number, unit: string) =>
    `${numberFormat(locale, { maximumFractionDigits: 3 }).format(amount)}\u00a0${unit}`;
  const onSale = listPrice !== undefined && listPrice > unitPrice;
  const discount = onSale ? (percentage ?? ((listPrice - unitPrice) / listPrice) * 100) : 0;
  const showTiers = tiers !== undefined && tiers.length > 1;
  return (
    <div className={cx(styles.price, styles[size], className)}>
      <p className={styles.line}>
        {hasRange ? <span className={styles.rangeFrom}>{labels.rangeFrom} </span> : null}
        {onSale ? <VisuallyHidden>{labels.salePrice} </VisuallyHidden> : null}
        <span className={cx(styles.current, onSale && styles.sale)}>{money(unitPrice)}</span>
        {onSale ? (
          <>
            {' '}
            <s className={styles.list}>
              <VisuallyHidden>{labels.listPrice} </VisuallyHidden>
              {money(listPrice)}
            </s>{' '}
            <span className={styles.discount}>
              {fill(labels.discount, { percent: formatPercent(discount / 100, locale) })}
            </span>
          </>
        ) : null}
      </p>
      {referencePrice ? (
        <p className={styles.reference}>
          {fill(labels.referencePrice, {
            content: quantity(referencePrice.purchaseUnit, referencePrice.unitName),
            price: money(referencePrice.price),
            unit: quantity(referencePrice.referenceUnit, referencePrice.unitName),
          })}
        </p>
      ) : null}
      {showTiers ? <TierTable tiers={tiers} labels={labels} money={money} /> : null}
    </div>
  );
}

function TierTable({
  tiers,
  labels,
  money,
}: {
  tiers: readonly TierPrice[];
  labels: PriceLabels;
  money: (amount: number) => string;
}) {
  return (
    <table className={styles.tiers}>
      <caption className={styles.caption}>{labels.tierCaption}</caption>
      <thead>
        <tr>
          <th scope="col">{labels.tierQuantity}</th>
          <th scope="col">{labels.tierUnitPrice}</th>
        </tr>
      </thead>
      <tbody>
        {tiers.map((tier) => (
          <tr key={tier.label}>
            <th scope="row">{tier.label}</th>
            <td>{money(tier.unitPrice)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
