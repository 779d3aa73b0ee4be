import { cx } from '../../internal/cx';
import { Badge, type BadgeProps } from '../Badge/Badge';
import styles from './OrderStatus.module.css';

/** One state of an order: what it is the state of ('Payment status') and its value as a badge ('Paid'). */
export interface OrderStateEntry {
  /** The name of the state machine, e.g. 'Order status' or 'Payment status'. */
  label: string;
  /** The state's text, e.g. 'Open'. */
  value: string;
  /** `success` for paid or completed, `warning` for what waits on the customer, `danger` for failures. */
  tone?: BadgeProps['tone'];
}

export interface OrderStatusProps {
  /** The order's states, in the order they are shown (the order's own first, then its payment's). */
  states: readonly OrderStateEntry[];
  className?: string;
}

/** An order's states (order, payment, delivery) as named badges, in a description list. */
export function OrderStatus({ states, className }: OrderStatusProps) {
  return (
    <dl className={cx(styles.status, className)}>
      {states.map((state) => (
        <div key={state.label} className={styles.entry}>
          <dt className={styles.label}>{state.label}</dt>
          <dd className={styles.value}>
            <Badge tone={state.tone ?? 'neutral'}>{state.value}</Badge>
          </dd>
        </div>
      ))}
    </dl>
  );
}
