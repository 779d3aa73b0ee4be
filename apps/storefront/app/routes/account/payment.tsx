import { customerPaymentMethodId } from '@beautyshop/store-api-client';
import { PaymentMethodForm } from '@beautyshop/ui';
import { data, Form, useNavigation } from 'react-router';
import { actionFailureOf } from '../../account/actionFailure';
import { textOf } from '../../account/formInput';
import { noticeOf } from '../../account/formNotice';
import { accountHeaders } from '../../account/routeHeaders';
import { translateFor } from '../../i18n/pageCatalogue';
import { LOCALE_INFO } from '../../locale/locales';
import { localeOfMatches } from '../../locale/routeId';
import { useTranslate } from '../../locale/useLocale';
import { readForm } from '../../request/formBody';
import {
  accountRequestOf,
  forgetCustomer,
  privateHeaders,
  requireCustomer,
} from '../../session/accountSession.server';
import type { Route } from './+types/payment';

export async function loader({ request, context }: Route.LoaderArgs) {
  const account = await accountRequestOf(request, context);
  const customer = await requireCustomer(account);
  const methods = await account.storeApi.client.context.readPaymentMethods();
  return data(
    {
      selectedId: customerPaymentMethodId(customer),
      methods: methods.map((method) => ({
        id: method.id,
        name: method.name,
        description: method.description ?? undefined,
      })),
    },
    { headers: privateHeaders(account) },
  );
}

/** The customer's default payment method (POST /account/change-payment-method/{id}). */
export async function action({ request, context }: Route.ActionArgs) {
  const account = await accountRequestOf(request, context);
  await requireCustomer(account);
  const form = await readForm(request);
  try {
    await account.storeApi.client.account.changeDefaultPaymentMethod(textOf(form, 'paymentMethodId'));
    forgetCustomer(account);
    return data(
      { notice: { tone: 'success' as const, text: account.t('account.payment.saved') } },
      { headers: privateHeaders(account) },
    );
  } catch (error) {
    const failure = actionFailureOf(error);
    return data(
      { notice: noticeOf(failure, account.t, account.t('account.validation.invalid')) },
      { status: 400, headers: privateHeaders(account) },
    );
  }
}

export const headers = accountHeaders;

export function meta({ matches }: Route.MetaArgs) {
  const t = translateFor(matches, LOCALE_INFO[localeOfMatches(matches)].language);
  return [{ title: t('account.payment.title') }, { name: 'robots', content: 'noindex' }];
}

export default function PaymentPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useTranslate();
  const navigation = useNavigation();
  return (
    <>
      <h1>{t('account.payment.title')}</h1>
      <PaymentMethodForm
        key={loaderData.selectedId}
        methods={loaderData.methods}
        selectedId={loaderData.selectedId}
        notice={actionData?.notice}
        state={navigation.state === 'submitting' ? 'submitting' : 'idle'}
        legend={t('account.payment.legend')}
        submitLabel={t('account.payment.submit')}
        formAs={Form}
      />
    </>
  );
}
