import { CheckoutSummary, PaybackPoints } from '@beautyshop/ui';
import type { CheckoutView } from '../../checkout/checkoutView';
import { useLocale, useTranslate } from '../../locale/useLocale';
import styles from './Checkout.module.css';
import { summaryLabels } from './checkoutLabels';
import { PlaceOrderForm } from './PlaceOrderForm';

export interface CheckoutAsideProps {
  view: Pick<
    CheckoutView,
    'items' | 'totals' | 'currency' | 'locale' | 'paybackPoints' | 'cartKey' | 'revocationRequired'
  >;
  /** False until the shopper has an address: the place-order button explains instead of ordering. */
  ready: boolean;
}

/** The checkout's side column (spec 2.4): the cart summary, the points it earns, terms and place order. */
export function CheckoutAside({ view, ready }: CheckoutAsideProps) {
  const t = useTranslate();
  const { market } = useLocale();
  return (
    <aside className={styles.aside}>
      <CheckoutSummary
        items={view.items}
        totals={view.totals}
        currency={view.currency}
        locale={view.locale}
        labels={summaryLabels(t, market)}
      >
        {view.paybackPoints !== undefined ? (
          <PaybackPoints text={t('payback.earn', { points: view.paybackPoints })} />
        ) : null}
        <PlaceOrderForm cartKey={view.cartKey} ready={ready} revocationRequired={view.revocationRequired} />
      </CheckoutSummary>
    </aside>
  );
}
