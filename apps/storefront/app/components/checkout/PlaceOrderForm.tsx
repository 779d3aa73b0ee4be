import { Button, Checkbox } from '@beautyshop/ui';
import { Form, useNavigation } from 'react-router';
import type { CheckoutActionResult } from '../../checkout/checkoutView';
import type { MessageKey } from '../../i18n/messages';
import { useTranslate } from '../../locale/useLocale';
import { LegalText } from '../legal/LegalText';
import styles from './Checkout.module.css';
import { Message } from './Message';
import { useCheckoutForm } from './useCheckoutForm';

type Refusal = Extract<CheckoutActionResult, { intent: 'place-order' }>['error'];

/** What a refused place order says; the two boxes' refusals stand beside their box, the rest as an alert. */
const REFUSALS: Record<Refusal, MessageKey> = {
  terms: 'checkout.terms.required',
  revocation: 'checkout.revocation.required',
  stale: 'checkout.stale',
  'not-ready': 'checkout.notReady',
  failed: 'checkout.orderFailed',
};
const AT_THE_BOX: ReadonlySet<Refusal> = new Set(['terms', 'revocation']);

interface PlaceOrderFormProps {
  /** The key of the cart on screen (issue 17: a changed cart is shown, not ordered). */
  cartKey: string;
  /** False until the shopper has an address: the button explains instead of ordering. */
  ready: boolean;
  /** Digital content in the cart: the shopper must agree that it is provided before the withdrawal period ends. */
  revocationRequired?: boolean;
}

/**
 * Spec 2.4 terms, newsletter terms and check-and-place-order. A navigation form (not a fetcher): it ends on the
 * confirmation or the payment provider's page. While it is sent, the button is busy and ignores clicks.
 */
export function PlaceOrderForm({ cartKey, ready, revocationRequired = false }: PlaceOrderFormProps) {
  const t = useTranslate();
  const navigation = useNavigation();
  const { result } = useCheckoutForm('place-order');
  const submitting = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'place-order';
  const refusal = result?.error;
  const boxError = (box: Refusal) => (refusal === box ? t(REFUSALS[box]) : undefined);
  return (
    <Form method="post" className={styles.form} aria-label={t('checkout.placeOrder')}>
      <input type="hidden" name="intent" value="place-order" />
      <input type="hidden" name="cartKey" value={cartKey} />
      <Checkbox
        name="terms"
        label={<LegalText message="checkout.terms.label" />}
        required
        error={boxError('terms')}
      />
      {revocationRequired ? (
        <Checkbox
          name="revocation"
          label={t('checkout.revocation.label')}
          required
          error={boxError('revocation')}
        />
      ) : null}
      <Checkbox
        name="newsletter"
        label={t('checkout.newsletter.label')}
        description={t('checkout.newsletter.terms')}
      />
      {refusal && !AT_THE_BOX.has(refusal) ? <Message tone="danger">{t(REFUSALS[refusal])}</Message> : null}
      {ready ? null : <p className={styles.muted}>{t('checkout.notReady')}</p>}
      <Button type="submit" size="lg" fullWidth loading={submitting} disabled={!ready}>
        {t('checkout.placeOrder')}
      </Button>
    </Form>
  );
}
