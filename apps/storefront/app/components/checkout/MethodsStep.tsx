import { Button, DeliveryOptions, PaymentMethods, useHydrated } from '@beautyshop/ui';
import type { CheckoutView } from '../../checkout/checkoutView';
import { useTranslate } from '../../locale/useLocale';
import { useCheckoutStepTracking } from '../../tracking/useCheckoutStepTracking';
import styles from './Checkout.module.css';
import { deliveryLabels, paymentLabels } from './checkoutLabels';
import { Message } from './Message';
import { useCheckoutForm } from './useCheckoutForm';

type MethodsView = Pick<
  CheckoutView,
  | 'shippingMethods'
  | 'shippingMethodId'
  | 'paymentMethods'
  | 'paymentMethodId'
  | 'currency'
  | 'locale'
  | 'trackedItems'
  | 'virtual'
>;

/**
 * Spec 2.4 delivery options and payment methods. With JavaScript a choice is saved as it is made (a fetcher, shown
 * at once); without it, the button under each list saves it.
 */
export function MethodsStep({ view }: { view: MethodsView }) {
  const t = useTranslate();
  const hydrated = useHydrated();
  const shipping = useCheckoutForm('shipping-method', 'checkout-shipping');
  const payment = useCheckoutForm('payment-method', 'checkout-payment');
  // With JavaScript, a saved choice is reported (GA4 add_shipping_info / add_payment_info) from the action's answer.
  useCheckoutStepTracking('shipping', shipping.fetcher, view);
  useCheckoutStepTracking('payment', payment.fetcher, view);
  const pending = (fetcher: typeof shipping.fetcher, name: string) => {
    const value = fetcher.formData?.get(name);
    return typeof value === 'string' ? value : undefined;
  };
  const choose = (fetcher: typeof shipping.fetcher, intent: string, name: string) => (id: string) =>
    fetcher.submit({ intent, [name]: id }, { method: 'post' });
  return (
    <section className={styles.step} aria-labelledby="checkout-methods">
      <h2 id="checkout-methods" className={styles.stepTitle}>
        {view.virtual ? t('payment.legend') : `${t('delivery.legend')} & ${t('payment.legend')}`}
      </h2>
      {/* Digital content only (a virtual cart): nothing is delivered, so there is no delivery to choose. */}
      {view.virtual ? null : (
        <shipping.fetcher.Form method="post" className={styles.form}>
          <input type="hidden" name="intent" value="shipping-method" />
          <DeliveryOptions
            options={view.shippingMethods}
            selectedId={pending(shipping.fetcher, 'shippingMethodId') ?? view.shippingMethodId}
            onChange={choose(shipping.fetcher, 'shipping-method', 'shippingMethodId')}
            currency={view.currency}
            locale={view.locale}
            state={shipping.busy ? 'loading' : 'idle'}
            labels={deliveryLabels(t)}
          />
          {shipping.result && !shipping.result.ok ? (
            <Message tone="danger">{shipping.result.message}</Message>
          ) : null}
          {hydrated ? null : (
            <Button type="submit" variant="secondary">
              {t('checkout.shipping.save')}
            </Button>
          )}
        </shipping.fetcher.Form>
      )}
      <payment.fetcher.Form method="post" className={styles.form}>
        <input type="hidden" name="intent" value="payment-method" />
        <PaymentMethods
          methods={view.paymentMethods}
          selectedId={pending(payment.fetcher, 'paymentMethodId') ?? view.paymentMethodId}
          onChange={choose(payment.fetcher, 'payment-method', 'paymentMethodId')}
          state={payment.busy ? 'loading' : 'idle'}
          // Without a delivery the step's heading already says 'payment': the group asks its question instead.
          labels={view.virtual ? { ...paymentLabels(t), legend: t('payment.question') } : paymentLabels(t)}
        />
        {payment.result && !payment.result.ok ? (
          <Message tone="danger">{payment.result.message}</Message>
        ) : null}
        {hydrated ? null : (
          <Button type="submit" variant="secondary">
            {t('checkout.payment.save')}
          </Button>
        )}
      </payment.fetcher.Form>
    </section>
  );
}
