import type { ReactNode } from 'react';
import { formatCurrency } from '../../format/formatCurrency';
import { IconBag, IconTag } from '../../icons/icons';
import { cx } from '../../internal/cx';
import styles from './CartLine.module.css';

export interface CartLineProps {
  /** The product name (Shopware's line item label). */
  label: ReactNode;
  /** A link to the product, or undefined for lines without one (promotions). */
  href?: string | undefined;
  imageUrl?: string | undefined;
  /** Chosen options, e.g. `[{ group: 'Size', option: '50 ml' }]`. */
  options?: readonly { group: string; option: string }[];
  /** What the line was added by, e.g. a promotion's code. */
  detail?: string | undefined;
  unitPrice?: number | undefined;
  totalPrice: number;
  currency: string;
  locale: string;
  /** Accessible prefix of the unit price (e.g. 'Unit price'). */
  unitPriceLabel: string;
  /** The quantity control (a QuantityStepper in a form), or the quantity as text. */
  quantity?: ReactNode;
  /** The remove control (a button in a form). */
  remove?: ReactNode;
  /** Shown dimmed while a change of this line is on its way. */
  pending?: boolean;
  className?: string;
}

/** One line of the cart page and the side cart: image, name, options, unit and total price, quantity, remove. */
export function CartLine({
  label,
  href,
  imageUrl,
  options = [],
  detail,
  unitPrice,
  totalPrice,
  currency,
  locale,
  unitPriceLabel,
  quantity,
  remove,
  pending = false,
  className,
}: CartLineProps) {
  const money = (amount: number) => formatCurrency(amount, currency, locale);
  // A line that takes money off (a promotion) reads as a discount: a tag where a product has its picture.
  const discount = totalPrice < 0;
  return (
    <article
      className={cx(styles.line, pending && styles.pending, className)}
      aria-busy={pending || undefined}
    >
      <div className={styles.media}>
        {imageUrl ? (
          <img src={imageUrl} alt="" width={96} height={96} loading="lazy" />
        ) : discount ? (
          <IconTag size={32} />
        ) : (
          <IconBag size={32} />
        )}
      </div>
      <div className={styles.details}>
        <h3 className={styles.label}>{href ? <a href={href}>{label}</a> : label}</h3>
        {detail ? <p className={styles.options}>{detail}</p> : null}
        {options.length > 0 ? (
          <p className={styles.options}>
            {options.map((entry) => `${entry.group}: ${entry.option}`).join(' · ')}
          </p>
        ) : null}
        {unitPrice === undefined ? null : (
          <p className={styles.unitPrice}>
            {unitPriceLabel} {money(unitPrice)}
          </p>
        )}
        <div className={styles.controls}>
          {quantity}
          {remove}
        </div>
      </div>
      <p className={cx(styles.total, discount && styles.discount)}>{money(totalPrice)}</p>
    </article>
  );
}
