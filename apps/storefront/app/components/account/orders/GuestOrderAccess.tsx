import { FormFrame, type FormNotice, Link, TextField } from '@beautyshop/ui';
import { Form, useLocation, useNavigation } from 'react-router';
import { localePath } from '../../../locale/fromPath';
import { useLocale, useTranslate } from '../../../locale/useLocale';
import { loginHref } from '../../../request/returnPath';
import type { GuestOrderValues } from '../../../views/orderViews';

/**
 * The order mail's link opened without a session that may see the order: the guest proves the order is theirs
 * with its email and billing postcode; a customer with an account logs in instead. A refused attempt's `values`
 * fill the fields again.
 */
export function GuestOrderAccess({
  notice,
  values,
}: {
  notice: FormNotice | undefined;
  values?: GuestOrderValues | undefined;
}) {
  const t = useTranslate();
  const { locale } = useLocale();
  const { pathname } = useLocation();
  const navigation = useNavigation();
  return (
    <>
      <h1 id="guest-order-title">{t('account.order.guestTitle')}</h1>
      <p>{t('account.order.guestText')}</p>
      <FormFrame
        intent="verify-guest"
        labelledBy="guest-order-title"
        submitLabel={t('account.order.guestSubmit')}
        state={navigation.state === 'submitting' ? 'submitting' : 'idle'}
        notice={notice}
        formAs={Form}
      >
        {(errors) => (
          <>
            <TextField
              label={t('account.field.email')}
              name="email"
              type="email"
              autoComplete="email"
              required
              defaultValue={values?.email}
              error={errors.email}
            />
            <TextField
              label={t('account.order.guestZipcode')}
              name="zipcode"
              autoComplete="postal-code"
              required
              defaultValue={values?.zipcode}
              error={errors.zipcode}
            />
          </>
        )}
      </FormFrame>
      <p>
        <Link href={loginHref(localePath('/login', locale), pathname)}>{t('account.order.guestLogin')}</Link>
      </p>
    </>
  );
}
