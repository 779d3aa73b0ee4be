import { customerPaymentMethodId } from '@beautyshop/store-api-client';
import { AddressCard, Link, PaybackForm } from '@beautyshop/ui';
import { data, Form, useNavigation } from 'react-router';
import { addressLines } from '../../account/addressLines';
import { textOf } from '../../account/formInput';
import { isPaybackIntent, paybackStateOf, runPaybackIntent } from '../../account/payback.server';
import { accountHeaders } from '../../account/routeHeaders';
import styles from '../../components/account/AccountPage.module.css';
import { paybackLabels } from '../../components/account/accountLabels';
import { translateFor } from '../../i18n/pageCatalogue';
import { localePath } from '../../locale/fromPath';
import { LOCALE_INFO } from '../../locale/locales';
import { localeOfMatches } from '../../locale/routeId';
import { useLocale, useTranslate } from '../../locale/useLocale';
import { readForm } from '../../request/formBody';
import { accountRequestOf, privateHeaders, requireCustomer } from '../../session/accountSession.server';
import type { Route } from './+types/overview';

export async function loader({ request, context }: Route.LoaderArgs) {
  const account = await accountRequestOf(request, context);
  const customer = await requireCustomer(account);
  const methods = await account.storeApi.client.context.readPaymentMethods().catch(() => []);
  const billing = customer.defaultBillingAddress ?? customer.activeBillingAddress;
  const shipping = customer.defaultShippingAddress ?? customer.activeShippingAddress;
  return data(
    {
      name: `${customer.firstName} ${customer.lastName}`,
      email: customer.email,
      customerNumber: customer.customerNumber,
      billing: addressLines(billing),
      shipping: addressLines(shipping),
      paymentMethod: methods.find((method) => method.id === customerPaymentMethodId(customer))?.name,
      payback: paybackStateOf(account),
    },
    { headers: privateHeaders(account) },
  );
}

/** The overview's forms: the payback card and its coupons (spec 7.1). */
export async function action({ request, context }: Route.ActionArgs) {
  const account = await accountRequestOf(request, context);
  await requireCustomer(account);
  const form = await readForm(request);
  const intent = textOf(form, 'intent');
  if (!isPaybackIntent(intent)) throw new Response('Unknown form', { status: 400 });
  const { cookie, ...outcome } = await runPaybackIntent(account, intent, form);
  const failed = outcome.numberError !== undefined || outcome.codeError !== undefined;
  return data(outcome, {
    status: failed ? 400 : 200,
    headers: privateHeaders(account, cookie ? [cookie] : []),
  });
}

export const headers = accountHeaders;

export function meta({ matches }: Route.MetaArgs) {
  const t = translateFor(matches, LOCALE_INFO[localeOfMatches(matches)].language);
  return [{ title: t('account.title') }, { name: 'robots', content: 'noindex' }];
}

export default function AccountOverview({ loaderData, actionData }: Route.ComponentProps) {
  const t = useTranslate();
  const { locale } = useLocale();
  const navigation = useNavigation();
  const edit = (path: string) => <Link href={localePath(path, locale)}>{t('account.overview.edit')}</Link>;
  return (
    <>
      <header>
        <h1>{t('account.greeting', { name: loaderData.name })}</h1>
        <p>{t('account.customerNumber', { number: loaderData.customerNumber })}</p>
      </header>
      <section className={styles.section} aria-labelledby="overview-profile">
        <h2 id="overview-profile">{t('account.overview.profile')}</h2>
        <p>
          {loaderData.name}
          <br />
          {loaderData.email}
        </p>
        {edit('/account/profile')}
      </section>
      <section className={styles.section} aria-labelledby="overview-addresses">
        <h2 id="overview-addresses">{t('account.nav.address')}</h2>
        <div className={styles.grid}>
          <AddressCard badges={[t('account.overview.billing')]} lines={loaderData.billing} />
          <AddressCard badges={[t('account.overview.shipping')]} lines={loaderData.shipping} />
        </div>
        {edit('/account/address')}
      </section>
      <section className={styles.section} aria-labelledby="overview-payment">
        <h2 id="overview-payment">{t('account.overview.payment')}</h2>
        <p>{loaderData.paymentMethod ?? t('account.overview.none')}</p>
        {edit('/account/payment')}
      </section>
      <section className={styles.section} aria-labelledby="overview-payback">
        <h2 id="overview-payback">{t('payback.title')}</h2>
        <p>{t('payback.text')}</p>
        <PaybackForm
          numberOnFile={loaderData.payback?.number}
          promotionCodes={loaderData.payback?.codes}
          notice={actionData?.notice}
          numberError={actionData?.numberError}
          codeError={actionData?.codeError}
          state={navigation.state === 'submitting' ? 'submitting' : 'idle'}
          labels={paybackLabels(t)}
          formAs={Form}
        />
      </section>
    </>
  );
}
