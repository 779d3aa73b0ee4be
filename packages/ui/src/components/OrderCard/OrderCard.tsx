import { useId } from 'react';
import { cx } from '../../internal/cx';
import { Link } from '../Link/Link';
import { type OrderStateEntry, OrderStatus } from '../OrderStatus/OrderStatus';
import styles from './OrderCard.module.css';

export interface OrderCardProps {
  /** The card's heading, e.g. 'Order 10042'. */
  title: string;
  /** When it was ordered, as the page words it ('Ordered on 27 Nov 2026'). */
  date: string;
  /** The order's states (order, payment), shown as named badges. */
  states: readonly OrderStateEntry[];
  /** The total's label ('Total'). */
  totalLabel: string;
  /** The total, formatted in the order's currency. */
  total: string;
  /** The order's details page. */
  href: string;
  /** The details link's text ('Details'). */
  linkLabel: string;
  /** The link's accessible name when its text alone says too little ('Details of order 10042'). */
  linkAccessibleLabel?: string;
  headingLevel?: 2 | 3;
  className?: string;
}

/** One order of the customer's order list: number, date, states, total and a link to its details. */
export function OrderCard({
  title,
  date,
  states,
  totalLabel,
  total,
  href,
  linkLabel,
  linkAccessibleLabel,
  headingLevel = 2,
  className,
}: OrderCardProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={cx(styles.card, className)} aria-labelledby={headingId}>
      <header className={styles.header}>
        <Heading id={headingId} className={styles.title}>
          {title}
        </Heading>
        <p className={styles.date}>{date}</p>
      </header>
      <OrderStatus states={states} />
      <footer className={styles.footer}>
        <p className={styles.total}>
          <span className={styles.totalLabel}>{totalLabel} </span>
          <strong>{total}</strong>
        </p>
        <Link variant="standalone" href={href} aria-label={linkAccessibleLabel}>
          {linkLabel}
        </Link>
      </footer>
    </article>
  );
}
