import { formatCurrency } from '../../format/formatCurrency';
import { formatDate } from '../../format/formatDate';
import { MethodCards } from '../../internal/MethodCards';
import { fill } from '../../internal/template';
import styles from './DeliveryOptions.module.css';
import type { DeliveryWindow } from './deliveryWindow';

/** A shipping method the market offers for the cart, priced. */
export interface DeliveryOption {
  id: string;
  name: string;
  description?: string | null | undefined;
  /** Shipping costs for the current cart in the context currency; unknown until the method is chosen. */
  price?: number | undefined;
  deliveryWindow?: DeliveryWindow | undefined;
}

export interface DeliveryOptionsLabels {
  legend: string;
  free: string;
  /** `{date}`: one day. */
  deliveryOn: string;
  /** `{from}` and `{to}`: two days. */
  deliveryBetween: string;
  empty: string;
}

export const defaultDeliveryOptionsLabels: DeliveryOptionsLabels = {
  legend: 'Delivery',
  free: 'Free',
  deliveryOn: 'Arrives {date}',
  deliveryBetween: 'Arrives {from} – {to}',
  empty: 'No delivery option is available for this address.',
};

export interface DeliveryOptionsProps {
  /** Field name of the chosen method; `shippingMethodId` by default. */
  name?: string;
  options: readonly DeliveryOption[];
  /** The method in the shopper's context. */
  selectedId: string | undefined;
  /** Called with the chosen method (the app saves it, e.g. through a fetcher). */
  onChange?: ((id: string) => void) | undefined;
  currency: string;
  locale: string;
  /** `loading` while a choice is saved, `disabled` while it cannot be changed. */
  state?: 'idle' | 'loading' | 'disabled';
  error?: string | undefined;
  labels?: DeliveryOptionsLabels;
}

const dateOptions: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
};

/** The shipping methods as cards with their price and delivery date. */
export function DeliveryOptions({
  name = 'shippingMethodId',
  options,
  currency,
  locale,
  state = 'idle',
  labels = defaultDeliveryOptionsLabels,
  ...choice
}: DeliveryOptionsProps) {
  const date = (iso: string) => formatDate(iso, locale, dateOptions);
  const arrival = (window: DeliveryWindow) =>
    window.earliest === window.latest
      ? fill(labels.deliveryOn, { date: date(window.earliest) })
      : fill(labels.deliveryBetween, { from: date(window.earliest), to: date(window.latest) });
  return (
    <MethodCards
      {...choice}
      name={name}
      state={state}
      labels={labels}
      options={options.map((option) => ({
        value: option.id,
        label: (
          <span className={styles.label}>
            <span>{option.name}</span>
            {option.price === undefined ? null : (
              <span className={styles.price}>
                {option.price === 0 ? labels.free : formatCurrency(option.price, currency, locale)}
              </span>
            )}
          </span>
        ),
        description: (
          <>
            {option.deliveryWindow ? (
              <span className={styles.date}>{arrival(option.deliveryWindow)}</span>
            ) : null}
            {option.description ? <span>{option.description}</span> : null}
          </>
        ),
      }))}
    />
  );
}
