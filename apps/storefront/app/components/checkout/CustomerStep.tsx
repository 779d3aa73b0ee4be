import { AddressForm, Button, Checkbox, Modal, TextField } from '@beautyshop/ui';
import { useEffect, useRef, useState } from 'react';
import type { CheckoutView } from '../../checkout/checkoutView';
import { useTranslate } from '../../locale/useLocale';
import styles from './Checkout.module.css';
import { addressFormLabels } from './checkoutLabels';
import { Message } from './Message';
import { useCheckoutForm } from './useCheckoutForm';

interface CustomerStepProps {
  view: Pick<CheckoutView, 'countries' | 'salutations' | 'defaultCountryId' | 'virtual'>;
}

/** Spec 2.4 checkout login and guest address: sign in, or continue as a guest with the billing address. */
export function CustomerStep({ view }: CustomerStepProps) {
  const t = useTranslate();
  const login = useCheckoutForm('login', 'checkout-login');
  const guest = useCheckoutForm('guest', 'checkout-guest');
  const guestResult = guest.result;
  const [differentShipping, setDifferentShipping] = useState(guestResult?.shippingAddress !== undefined);
  const [emailInUse, setEmailInUse] = useState(false);
  // Set by the dialog's login choice: the password field is focused once the dialog has closed, because a modal
  // dialog keeps the page behind it inert and, on closing, gives the focus back to whatever opened it.
  const toLogin = useRef(false);
  useEffect(() => setEmailInUse(guestResult?.emailInUse ?? false), [guestResult]);
  const labels = addressFormLabels(t);
  return (
    <section className={styles.step} aria-labelledby="checkout-customer">
      <h2 id="checkout-customer" className={styles.stepTitle}>
        {t('checkout.customer.title')}
      </h2>
      <div className={styles.columns}>
        <login.fetcher.Form method="post" className={styles.form} aria-labelledby="checkout-login-title">
          <h3 id="checkout-login-title">{t('checkout.login.title')}</h3>
          <input type="hidden" name="intent" value="login" />
          <TextField
            label={t('checkout.login.email')}
            name="email"
            type="email"
            autoComplete="username"
            required
            defaultValue={login.result?.email ?? guestResult?.email}
          />
          <TextField
            label={t('checkout.login.password')}
            name="password"
            type="password"
            autoComplete="current-password"
            required
          />
          {login.result ? <Message tone="danger">{login.result.error}</Message> : null}
          <Button type="submit" variant="secondary" loading={login.busy}>
            {t('checkout.login.submit')}
          </Button>
        </login.fetcher.Form>
        <guest.fetcher.Form method="post" className={styles.form} aria-labelledby="checkout-guest-title">
          <h3 id="checkout-guest-title">{t('checkout.guest.title')}</h3>
          <input type="hidden" name="intent" value="guest" />
          <TextField
            label={t('checkout.guest.email')}
            name="email"
            type="email"
            autoComplete="email"
            required
            defaultValue={guestResult?.email}
            error={guestResult?.emailError}
          />
          <AddressForm
            name="billingAddress"
            legend={t('checkout.address.billing')}
            className={styles.guestAddress}
            countries={view.countries}
            salutations={view.salutations}
            values={guestResult?.billingAddress ?? { countryId: view.defaultCountryId }}
            errors={guestResult?.billingErrors}
            state={guest.busy ? 'loading' : 'idle'}
            labels={labels}
          />
          {/* Digital content only: nothing is delivered, so no delivery address is asked for. */}
          {view.virtual ? null : (
            <>
              <Checkbox
                label={t('checkout.guest.differentShipping')}
                name="differentShipping"
                checked={differentShipping}
                onChange={(event) => setDifferentShipping(event.target.checked)}
              />
              {/* Always in the HTML: without JavaScript, CSS shows it once the box is ticked (Checkout.module.css). */}
              <div className={styles.shippingAddress}>
                <AddressForm
                  name="shippingAddress"
                  legend={t('checkout.address.shipping')}
                  className={styles.guestAddress}
                  countries={view.countries}
                  salutations={view.salutations}
                  values={guestResult?.shippingAddress ?? { countryId: view.defaultCountryId }}
                  errors={guestResult?.shippingErrors}
                  allowPackstation
                  nativeValidation={false}
                  state={guest.busy ? 'loading' : 'idle'}
                  labels={labels}
                />
              </div>
            </>
          )}
          <Button type="submit" loading={guest.busy}>
            {t('checkout.guest.submit')}
          </Button>
        </guest.fetcher.Form>
      </div>
      <Modal
        open={emailInUse}
        onClose={() => {
          setEmailInUse(false);
          if (toLogin.current) document.querySelector<HTMLInputElement>('input[name="password"]')?.focus();
          toLogin.current = false;
        }}
        title={t('checkout.emailInUse.title')}
        closeLabel={t('checkout.emailInUse.other')}
        footer={
          <div className={styles.dialogActions}>
            <Button
              onClick={() => {
                toLogin.current = true;
                setEmailInUse(false);
              }}
            >
              {t('checkout.emailInUse.login')}
            </Button>
            <Button variant="secondary" onClick={() => setEmailInUse(false)}>
              {t('checkout.emailInUse.other')}
            </Button>
          </div>
        }
      >
        <p>{t('checkout.emailInUse.text', { email: guestResult?.email ?? '' })}</p>
      </Modal>
    </section>
  );
}
