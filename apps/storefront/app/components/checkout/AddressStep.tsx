import { AddressForm, Button } from '@beautyshop/ui';
import type { CheckoutView, SavedAddress } from '../../checkout/checkoutView';
import { useTranslate } from '../../locale/useLocale';
import styles from './Checkout.module.css';
import { addressFormLabels } from './checkoutLabels';
import { Message } from './Message';
import { useCheckoutForm } from './useCheckoutForm';

type SignedIn = Exclude<CheckoutView['customer'], { kind: 'anonymous' }>;

interface AddressStepProps {
  view: Pick<CheckoutView, 'countries' | 'salutations' | 'savedAddresses' | 'defaultCountryId' | 'virtual'>;
  customer: SignedIn;
}

function AddressLines({ address }: { address: SavedAddress }) {
  return (
    <address className={styles.address}>
      {address.lines.map((line) => (
        <span key={line}>
          {line}
          <br />
        </span>
      ))}
    </address>
  );
}

/** The saved addresses' buttons share one form state: one choice at a time, its answer shown once for the step. */
const SELECT_ADDRESS_FORM = 'checkout-select-address';

/** One saved address with buttons to use it for billing or shipping (context PATCH). */
function SavedAddressCard({
  address,
  customer,
  virtual,
}: {
  address: SavedAddress;
  customer: SignedIn;
  /** Nothing to deliver: the address serves for billing only. */
  virtual: boolean;
}) {
  const t = useTranslate();
  const { fetcher, busy } = useCheckoutForm('select-address', SELECT_ADDRESS_FORM);
  const roles = [
    {
      role: 'billing',
      current: customer.billingAddress.id === address.id,
      label: t('checkout.address.useForBilling'),
    },
    {
      role: 'shipping',
      current: customer.shippingAddress.id === address.id,
      label: t('checkout.address.useForShipping'),
    },
  ].filter((entry) => !virtual || entry.role === 'billing');
  return (
    <li className={styles.addressCard} data-current={roles.some((entry) => entry.current)}>
      <AddressLines address={address} />
      <div className={styles.addressActions}>
        {roles.map((entry) =>
          entry.current ? (
            <span key={entry.role} className={styles.muted}>
              {entry.role === 'billing' ? t('checkout.address.billing') : t('checkout.address.shipping')} ✓
            </span>
          ) : (
            <fetcher.Form key={entry.role} method="post">
              <input type="hidden" name="intent" value="select-address" />
              <input type="hidden" name="role" value={entry.role} />
              <input type="hidden" name="addressId" value={address.id} />
              <Button type="submit" variant="ghost" loading={busy}>
                {entry.label}
              </Button>
            </fetcher.Form>
          ),
        )}
      </div>
    </li>
  );
}

/** A new address for billing or shipping (a packstation for shipping), saved to the account and chosen. */
function NewAddress({
  addressRole: role,
  view,
}: {
  addressRole: 'billing' | 'shipping';
  view: AddressStepProps['view'];
}) {
  const t = useTranslate();
  const { fetcher, result, busy } = useCheckoutForm('save-address', `checkout-new-${role}`);
  const mine = result?.role === role ? result : undefined;
  return (
    <details className={styles.details} open={mine !== undefined}>
      <summary>
        {t('checkout.address.new')} –{' '}
        {role === 'billing' ? t('checkout.address.billing') : t('checkout.address.shipping')}
      </summary>
      <fetcher.Form method="post" className={styles.form}>
        <input type="hidden" name="intent" value="save-address" />
        <input type="hidden" name="role" value={role} />
        <AddressForm
          name="address"
          legend={role === 'billing' ? t('checkout.address.billing') : t('checkout.address.shipping')}
          countries={view.countries}
          salutations={view.salutations}
          values={mine?.values ?? { countryId: view.defaultCountryId }}
          errors={mine?.errors}
          allowPackstation={role === 'shipping'}
          state={busy ? 'loading' : 'idle'}
          labels={addressFormLabels(t)}
        />
        <Button type="submit" variant="secondary" loading={busy}>
          {t('checkout.address.save')}
        </Button>
      </fetcher.Form>
    </details>
  );
}

/** Spec 2.4 user address and billing address: the chosen addresses, saved ones to switch to, a new one. */
export function AddressStep({ view, customer }: AddressStepProps) {
  const t = useTranslate();
  const selected = useCheckoutForm('select-address', SELECT_ADDRESS_FORM).result;
  return (
    <section className={styles.step} aria-labelledby="checkout-addresses">
      <h2 id="checkout-addresses" className={styles.stepTitle}>
        {t('checkout.customer.title')}
      </h2>
      <p className={styles.muted}>
        {t(customer.kind === 'guest' ? 'checkout.customer.guestAs' : 'checkout.customer.signedInAs', {
          email: customer.email,
        })}
      </p>
      <div className={styles.columns}>
        <div>
          <h3>{t('checkout.address.billing')}</h3>
          <AddressLines address={customer.billingAddress} />
        </div>
        {/* Digital content only: nothing is delivered, so there is no delivery address (as Shopware hides it). */}
        {view.virtual ? null : (
          <div>
            <h3>{t('checkout.address.shipping')}</h3>
            <AddressLines address={customer.shippingAddress} />
          </div>
        )}
      </div>
      {view.savedAddresses.length > 1 ? (
        <>
          <h3>{t('checkout.address.saved')}</h3>
          {selected && !selected.ok ? <Message tone="danger">{selected.message}</Message> : null}
          <ul className={styles.addressList}>
            {view.savedAddresses.map((address) => (
              <SavedAddressCard
                key={address.id}
                address={address}
                customer={customer}
                virtual={view.virtual}
              />
            ))}
          </ul>
        </>
      ) : null}
      {view.virtual ? null : <NewAddress addressRole="shipping" view={view} />}
      <NewAddress addressRole="billing" view={view} />
    </section>
  );
}
