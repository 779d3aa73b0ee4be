import { RegisterForm } from '@beautyshop/ui';
import { data, Form, redirect, useNavigation } from 'react-router';
import { actionFailureOf } from '../../account/actionFailure';
import { addressFieldLabel, fieldErrorsOf, noticeOf } from '../../account/formNotice';
import { formOptionsOf } from '../../account/formOptions.server';
import { registerInputOf, registerValuesOf } from '../../account/registration';
import { accountHeaders } from '../../account/routeHeaders';
import { AccountPage } from '../../components/account/AccountPage';
import { registerLabels, validationLabels } from '../../components/account/accountLabels';
import { addressFormLabels } from '../../components/checkout/checkoutLabels';
import { LegalText } from '../../components/legal/LegalText';
import { translateFor } from '../../i18n/pageCatalogue';
import { localePath } from '../../locale/fromPath';
import { LOCALE_INFO } from '../../locale/locales';
import { localeOfMatches } from '../../locale/routeId';
import { useLocale, useTranslate } from '../../locale/useLocale';
import { readForm } from '../../request/formBody';
import { safeReturnPathIn } from '../../request/returnPathLocale';
import { enforceTrailingSlash } from '../../server/trailingSlash.server';
import {
  type AccountRequest,
  accountRequestOf,
  customerOf,
  forgetCustomer,
  privateHeaders,
  storefrontUrlOf,
} from '../../session/accountSession.server';
import type { Route } from './+types/register';

export async function loader({ request, context }: Route.LoaderArgs) {
  // One URL per page (spec 2.1): the other spelling of its path redirects to the site setting's.
  enforceTrailingSlash(request);
  const account = await accountRequestOf(request, context);
  const url = new URL(request.url);
  const redirectTo = safeReturnPathIn(
    account.shop.locale.locale,
    url.searchParams.get('redirectTo'),
    account.path('/register/welcome'),
  );
  if ((await customerOf(account)) !== null) throw redirect(redirectTo, { headers: privateHeaders(account) });
  return data({ redirectTo, ...(await formOptionsOf(account)) }, { headers: privateHeaders(account) });
}

/**
 * A registration logs the new customer in, unless the market asks for double opt-in (or the email already has an
 * account: the Store API then mails its owner). Both of those answer alike, with the same 'check your mail'
 * message, so the page never tells whether an email has an account (issue 16).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const account = await accountRequestOf(request, context);
  const form = await readForm(request);
  const redirectTo = safeReturnPathIn(
    account.shop.locale.locale,
    form.get('redirectTo'),
    account.path('/register/welcome'),
  );
  const values = registerValuesOf(form);
  const input = registerInputOf(form, storefrontUrlOf(account));
  // The form posted again by a shopper it already logged in (a reload, a second tab, a double click without
  // JavaScript) would register once more: the Store API answers as for a taken email and ends the session.
  if ((await customerOf(account)) !== null) throw redirect(redirectTo, { headers: privateHeaders(account) });
  forgetCustomer(account);
  try {
    await account.storeApi.client.account.register(input);
  } catch (error) {
    const failure = actionFailureOf(error);
    return data(
      {
        values,
        errors: fieldErrorsOf(failure, account.t, (field) => addressFieldLabel(account.t, field)),
        notice: noticeOf(failure, account.t, account.t('account.validation.check')),
      },
      { status: failure.kind === 'throttled' ? 429 : 400, headers: privateHeaders(account) },
    );
  }
  if ((await customerOf(account)) !== null) throw redirect(redirectTo, { headers: privateHeaders(account) });
  // The same form posted twice at once (a double click without JavaScript, two tabs) meets the account the first
  // post has just created: the Store API answers the second as for a taken email and logs its session out, and
  // the browser shows that answer. Its email and password log in, so it ends logged in as the first did. A taken
  // email with another password, or an account waiting for its opt-in, still reads 'check your mail'.
  if (await logsIn(account, input.email, input.password))
    throw redirect(redirectTo, { headers: privateHeaders(account) });
  return data(
    {
      values: { ...values, email: '' },
      errors: {},
      notice: { tone: 'success' as const, text: account.t('account.register.checkMail') },
    },
    { headers: privateHeaders(account) },
  );
}

/** Whether `email` and `password` log this session in (any refusal by the Store API, a throttle included, is a no). */
async function logsIn(
  account: AccountRequest,
  email: string,
  password: string | undefined,
): Promise<boolean> {
  if (!email || !password) return false;
  try {
    await account.storeApi.client.account.login({ username: email, password });
  } catch (error) {
    // A Store API answer is a no; anything else is a bug and is thrown on.
    actionFailureOf(error);
    return false;
  }
  forgetCustomer(account);
  return (await customerOf(account)) !== null;
}

export const headers = accountHeaders;

export function meta({ matches }: Route.MetaArgs) {
  const t = translateFor(matches, LOCALE_INFO[localeOfMatches(matches)].language);
  return [{ title: t('account.register.title') }, { name: 'robots', content: 'noindex, follow' }];
}

export default function RegisterPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useTranslate();
  const { locale } = useLocale();
  const navigation = useNavigation();
  return (
    <AccountPage>
      <RegisterForm
        // A new form after each answer: the fields show what the server sent back.
        key={JSON.stringify(actionData?.values ?? null)}
        redirectTo={loaderData.redirectTo}
        values={actionData?.values ?? { billingAddress: { countryId: loaderData.defaultCountryId } }}
        errors={actionData?.errors}
        notice={actionData?.notice}
        state={navigation.state === 'submitting' ? 'submitting' : 'idle'}
        salutations={loaderData.salutations}
        countries={loaderData.countries}
        loginHref={localePath('/login', locale)}
        labels={{
          ...registerLabels(t),
          dataProtection: <LegalText message="account.register.dataProtection" />,
        }}
        addressLabels={addressFormLabels(t)}
        validationLabels={validationLabels(t)}
        formAs={Form}
      />
    </AccountPage>
  );
}
