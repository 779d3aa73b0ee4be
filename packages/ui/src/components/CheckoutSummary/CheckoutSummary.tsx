import type { ReactNode } from 'react';
import { formatCurrency } from '../../format/formatCurrency';
import { IconBag, IconTag } from '../../icons/icons';
import busyStyles from '../../internal/busy.module.css';
import { cx } from '../../internal/cx';
import { fill } from '../../internal/template';
import styles from './CheckoutSummary.module.css';

/** One line of the cart or order: a product, a promotion or a gift card (negative amounts). */
export interface SummaryItem {
  id: string;
  label: string;
  /** Undefined for a line that is not a counted item (a promotion or gift card code): no quantity, a tag icon. */
  quantity?: number | undefined;
  /** The line's total in the context currency. */
  totalPrice: number;
  image?: { url: string; alt: string } | undefined;
  /** e.g. the variant ('50 ml') or the promotion code. */
  detail?: string | undefined;
}

export interface SummaryTotals {
  /** Goods after discounts (`price.positionPrice`). */
  subtotal: number;
  /** `deliveries[0].shippingCosts.totalPrice`; undefined when nothing is delivered (digital content only): no row. */
  shipping?: number | undefined;
  /** What the shopper pays (`price.totalPrice`). */
  total: number;
  /**
   * What rounding the total to the currency's cash step changed (`price.totalPrice` minus `price.rawTotal`, 5 Rappen
   * in CHF); a row of its own when it is a cent or more.
   */
  rounding?: number | undefined;
}

export interface CheckoutSummaryLabels {
  title: string;
  items: string;
  /** `{n}`: the item's quantity. */
  quantity: string;
  subtotal: string;
  shipping: string;
  free: string;
  total: string;
  taxNote: string;
  empty: string;
  /** The row of a rounded total's difference. */
  rounding?: string;
}

export const defaultCheckoutSummaryLabels: CheckoutSummaryLabels = {
  title: 'Order summary',
  items: 'Items',
  quantity: 'Qty {n}',
  subtotal: 'Subtotal',
  shipping: 'Shipping',
  free: 'Free',
  total: 'Total',
  taxNote: 'incl. VAT',
  empty: 'Your basket is empty.',
  rounding: 'Rounding',
};

export interface CheckoutSummaryProps {
  items: readonly SummaryItem[];
  totals: SummaryTotals;
  currency: string;
  locale: string;
  /** `loading` while the cart is recalculated after a change. */
  state?: 'idle' | 'loading';
  labels?: CheckoutSummaryLabels;
  /** Below the totals: the place-order button, consent, codes. */
  children?: ReactNode;
  /** Heading level of the title, to fit the page's outline. */
  headingLevel?: 2 | 3;
  className?: string;
}

/** The cart's items and totals beside the checkout steps, and on the order confirmation. */
export function CheckoutSummary({
  items,
  totals,
  currency,
  locale,
  state = 'idle',
  labels = defaultCheckoutSummaryLabels,
  children,
  headingLevel = 2,
  className,
}: CheckoutSummaryProps) {
  const money = (amount: number) => formatCurrency(amount, currency, locale);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section
      className={cx(styles.summary, className)}
      aria-labelledby="checkout-summary-title"
      aria-busy={state === 'loading' || undefined}
    >
      <Heading id="checkout-summary-title" className={styles.title}>
        {labels.title}
      </Heading>
      {items.length === 0 ? (
        <p className={styles.empty}>{labels.empty}</p>
      ) : (
        <ul className={styles.items} aria-label={labels.items}>
          {items.map((item) => {
            const isCode = item.quantity === undefined || item.totalPrice < 0;
            return (
              <li key={item.id} className={styles.item}>
                {item.image ? (
                  <img
                    className={styles.image}
                    src={item.image.url}
                    alt={item.image.alt}
                    width={64}
                    height={64}
                  />
                ) : (
                  <span className={cx(styles.image, styles.placeholder)} aria-hidden="true">
                    {isCode ? <IconTag size={24} /> : <IconBag size={24} />}
                  </span>
                )}
                <span className={styles.text}>
                  <span className={styles.label}>{item.label}</span>
                  {item.detail ? <span className={styles.detail}>{item.detail}</span> : null}
                  {isCode ? null : (
                    <span className={styles.detail}>{fill(labels.quantity, { n: item.quantity ?? 1 })}</span>
                  )}
                </span>
                <span className={cx(styles.amount, item.totalPrice < 0 && styles.discount)}>
                  {money(item.totalPrice)}
                </span>
              </li>
            );
          })}
        </ul>
      )}
      <dl className={cx(styles.totals, busyStyles.busyPart)}>
        <div className={styles.row}>
          <dt>{labels.subtotal}</dt>
          <dd>{money(totals.subtotal)}</dd>
        </div>
        {totals.shipping === undefined ? null : (
          <div className={styles.row}>
            <dt>{labels.shipping}</dt>
            <dd>{totals.shipping === 0 ? labels.free : money(totals.shipping)}</dd>
          </div>
        )}
        {Math.round((totals.rounding ?? 0) * 100) === 0 ? null : (
          <div className={styles.row}>
            <dt>{labels.rounding}</dt>
            <dd>{money(totals.rounding ?? 0)}</dd>
          </div>
        )}
        <div className={cx(styles.row, styles.total)}>
          <dt>
            {labels.total} <span className={styles.tax}>{labels.taxNote}</span>
          </dt>
          <dd>{money(totals.total)}</dd>
        </div>
      </dl>
      {children ? <div className={styles.actions}>{children}</div> : null}
    </section>
  );
}
