import { MethodCards } from '../../internal/MethodCards';
import styles from './PaymentMethods.module.css';

/** A payment method of the market (Store API `payment-method`). */
export interface PaymentMethodOption {
  id: string;
  name: string;
  description?: string | null | undefined;
  /** Set for methods that leave the shop for the provider's page (Shopware `asynchronous`). */
  redirects?: boolean | undefined;
}

export interface PaymentMethodsLabels {
  legend: string;
  /** Note under a method that sends the shopper to the provider's page. */
  redirectNote: string;
  empty: string;
}

export const defaultPaymentMethodsLabels: PaymentMethodsLabels = {
  legend: 'Payment',
  redirectNote: 'You will be redirected to the payment provider.',
  empty: 'No payment method is available for this order.',
};

export interface PaymentMethodsProps {
  /** Field name of the chosen method; `paymentMethodId` by default. */
  name?: string;
  methods: readonly PaymentMethodOption[];
  selectedId: string | undefined;
  onChange?: ((id: string) => void) | undefined;
  state?: 'idle' | 'loading' | 'disabled';
  error?: string | undefined;
  labels?: PaymentMethodsLabels;
}

/** The payment methods of the market as cards. */
export function PaymentMethods({
  name = 'paymentMethodId',
  methods,
  state = 'idle',
  labels = defaultPaymentMethodsLabels,
  ...choice
}: PaymentMethodsProps) {
  return (
    <MethodCards
      {...choice}
      name={name}
      state={state}
      labels={labels}
      options={methods.map((method) => ({
        value: method.id,
        label: method.name,
        description:
          method.description || method.redirects ? (
            <>
              {method.description ? <span>{method.description}</span> : null}
              {method.redirects ? <span className={styles.note}>{labels.redirectNote}</span> : null}
            </>
          ) : undefined,
      }))}
    />
  );
}
