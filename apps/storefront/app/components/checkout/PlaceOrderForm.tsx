import { Button, Checkbox } from '@beautyshop/ui';
import { Form, useNavigation } from 'react-router';
import { useTranslate } from '../../locale/useLocale';
import { LegalText } from '../legal/LegalText';
import styles from './Checkout.module.css';
import { Message } from './Message';
import { useCheckoutForm } from './useCheckoutForm';

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
  const error =
    result?.error === 'terms'
      ? t('checkout.terms.required')
      : result?.error === 'revocation'
        ? t('checkout.revocation.required')
        : result?.error === 'stale'
          ? t('checkout.stale')
          : result?.error === 'not-ready'
            ? t('checkout.notReady')
            : result?.error === 'failed'
              ? t('checkout.orderFailed')
              : undefined;
  return (
    <Form method="post" className={styles.form} aria-label={t('checkout.placeOrder')}>
      <input type="hidden" name="intent" value="place-order" />
      <input type="hidden" name="cartKey" value={cartKey} />
      <Checkbox
        name="terms"
        label={<LegalText message="checkout.terms.label" />}
        required
        error={result?.error === 'terms' ? t('checkout.terms.required') : undefined}
      />
      {revocationRequired ? (
        <Checkbox
          name="revocation"
          label={t('checkout.revocation.label')}
          required
          error={result?.error === 'revocation' ? t('checkout.revocation.required') : undefined}
        />
      ) : null}
      <Checkbox
        name="newsletter"
        label={t('checkout.newsletter.label')}
        description={t('checkout.newsletter.terms')}
      />
      {error && result?.error !== 'terms' && result?.error !== 'revocation' ? (
        <Message tone="danger">{error}</Message>
      ) : null}
      {ready ? null : <p className={styles.muted}>{t('checkout.notReady')}</p>}
      <Button type="submit" size="lg" fullWidth loading={submitting} disabled={!ready}>
        {t('checkout.placeOrder')}
      </Button>
    </Form>
  );
}
