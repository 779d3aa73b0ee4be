import { Button, TextField } from '@beautyshop/ui';
import { useEffect, useRef } from 'react';
import type { CheckoutView } from '../../checkout/checkoutView';
import { useTranslate } from '../../locale/useLocale';
import styles from './Checkout.module.css';
import { Message } from './Message';
import { useCheckoutForm } from './useCheckoutForm';

function CodeForm({
  intent,
  label,
  submit,
}: {
  intent: 'promotion' | 'gift-card';
  label: string;
  submit: string;
}) {
  const { fetcher, result, busy } = useCheckoutForm(intent, `checkout-${intent}`);
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    // A redeemed code leaves the field, as the reload without JavaScript leaves it; a refused one stays to correct.
    if (result?.ok) form.current?.reset();
  }, [result]);
  return (
    <fetcher.Form ref={form} method="post" className={styles.form}>
      <input type="hidden" name="intent" value={intent} />
      <div className={styles.inline}>
        {/* Required to redeem, not to order: no required mark (as the cart's code fields). */}
        <TextField label={label} name="code" autoComplete="off" required requiredMark="" />
        <Button type="submit" variant="secondary" loading={busy}>
          {submit}
        </Button>
      </div>
      {result ? <Message tone={result.ok ? 'success' : 'danger'}>{result.message}</Message> : null}
    </fetcher.Form>
  );
}

function RemoveCode({ lineItemId, label }: { lineItemId: string; label: string }) {
  const t = useTranslate();
  const { fetcher, busy } = useCheckoutForm('promotion', `checkout-remove-${lineItemId}`);
  return (
    <li className={styles.code}>
      <span>{label}</span>
      <fetcher.Form method="post">
        <input type="hidden" name="intent" value="remove-code" />
        <input type="hidden" name="lineItemId" value={lineItemId} />
        <Button type="submit" variant="ghost" loading={busy}>
          {t('checkout.codes.remove', { label })}
        </Button>
      </fetcher.Form>
    </li>
  );
}

/** Spec 2.4 promotion code, gift cards and the loyalty-points (payback) input. */
export function CodesStep({ codes }: { codes: CheckoutView['codes'] }) {
  const t = useTranslate();
  const payback = useCheckoutForm('payback', 'checkout-payback');
  return (
    <section className={styles.step} aria-labelledby="checkout-codes">
      <h2 id="checkout-codes" className={styles.stepTitle}>
        {t('checkout.codes.title')}
      </h2>
      {codes.length > 0 ? (
        <ul className={styles.codes}>
          {codes.map((code) => (
            <RemoveCode key={code.lineItemId} lineItemId={code.lineItemId} label={code.label} />
          ))}
        </ul>
      ) : null}
      <div className={styles.columns}>
        <CodeForm
          intent="promotion"
          label={t('checkout.promotion.label')}
          submit={t('checkout.promotion.submit')}
        />
        <CodeForm
          intent="gift-card"
          label={t('checkout.giftCard.label')}
          submit={t('checkout.giftCard.submit')}
        />
      </div>
      <payback.fetcher.Form method="post" className={styles.form}>
        <input type="hidden" name="intent" value="payback" />
        <div className={styles.inline}>
          <TextField
            label={t('checkout.payback.label')}
            hint={t('checkout.payback.hint')}
            name="paybackNumber"
            inputMode="numeric"
            autoComplete="off"
            required
            requiredMark=""
          />
          <Button type="submit" variant="secondary" loading={payback.busy}>
            {t('checkout.payback.submit')}
          </Button>
        </div>
        {payback.result ? (
          <Message tone={payback.result.ok ? 'success' : 'danger'}>{payback.result.message}</Message>
        ) : null}
      </payback.fetcher.Form>
    </section>
  );
}
