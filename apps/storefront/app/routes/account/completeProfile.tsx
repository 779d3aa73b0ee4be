import { Link, ProfileForm } from '@beautyshop/ui';
import { data, Form, redirect, useNavigation } from 'react-router';
import { actionFailureOf } from '../../account/actionFailure';
import { fieldErrorsOf, noticeOf } from '../../account/formNotice';
import { salutationsOf } from '../../account/formOptions.server';
import { profileInputOf } from '../../account/profileInput';
import { accountHeaders } from '../../account/routeHeaders';
import { profileLabels, validationLabels } from '../../components/account/accountLabels';
import { translateFor } from '../../i18n/pageCatalogue';
import { localePath } from '../../locale/fromPath';
import { LOCALE_INFO } from '../../locale/locales';
import { localeOfMatches } from '../../locale/routeId';
import { useLocale, useTranslate } from '../../locale/useLocale';
import { readForm } from '../../request/formBody';
import { accountRequestOf, privateHeaders, requireCustomer } from '../../session/accountSession.server';
import type { Route } from './+types/completeProfile';

export async function loader({ request, context }: Route.LoaderArgs) {
  const account = await accountRequestOf(request, context);
  const customer = await requireCustomer(account);
  const salutations = await salutationsOf(account);
  return data(
    {
      salutations,
      profile: {
        salutationId: customer.salutationId,
        title: customer.title,
        firstName: customer.firstName,
        lastName: customer.lastName,
        birthday: customer.birthday,
      },
    },
    { headers: privateHeaders(account) },
  );
}

/** Spec 2.4 complete profile: the personal data the registration did not ask for, then the account overview. */
export async function action({ request, context }: Route.ActionArgs) {
  const account = await accountRequestOf(request, context);
  await requireCustomer(account);
  const form = await readForm(request);
  try {
    await account.storeApi.client.account.changeProfile(profileInputOf(form, undefined));
  } catch (error) {
    const failure = actionFailureOf(error);
    return data(
      {
        notice: noticeOf(failure, account.t, account.t('account.validation.check')),
        errors: fieldErrorsOf(failure, account.t, () => undefined),
      },
      { status: 400, headers: privateHeaders(account) },
    );
  }
  throw redirect(account.path('/account'), { headers: privateHeaders(account) });
}

export const headers = accountHeaders;

export function meta({ matches }: Route.MetaArgs) {
  const t = translateFor(matches, LOCALE_INFO[localeOfMatches(matches)].language);
  return [{ title: t('account.complete.title') }, { name: 'robots', content: 'noindex' }];
}

export default function CompleteProfilePage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useTranslate();
  const { locale } = useLocale();
  const navigation = useNavigation();
  return (
    <>
      <h1 id="complete-title">{t('account.complete.title')}</h1>
      <p>{t('account.complete.text')}</p>
      <ProfileForm
        labelledBy="complete-title"
        values={loaderData.profile}
        salutations={loaderData.salutations.map((salutation) => ({
          value: salutation.id,
          label: salutation.name,
        }))}
        errors={actionData?.errors}
        notice={actionData?.notice}
        state={navigation.state === 'submitting' ? 'submitting' : 'idle'}
        labels={profileLabels(t)}
        submitLabel={t('account.complete.submit')}
        secondary={<Link href={localePath('/account', locale)}>{t('account.complete.skip')}</Link>}
        validationLabels={validationLabels(t)}
        formAs={Form}
      />
    </>
  );
}
