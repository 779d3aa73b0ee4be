import { ChangeEmailForm, ChangePasswordForm, type FormNotice, ProfileForm } from '@beautyshop/ui';
import { data, Form, useNavigation } from 'react-router';
import { actionFailureOf } from '../../account/actionFailure';
import { passwordOf, textOf } from '../../account/formInput';
import { addressFieldLabel, fieldErrorsOf, noticeOf } from '../../account/formNotice';
import { formOptionsOf } from '../../account/formOptions.server';
import { profileInputOf } from '../../account/profileInput';
import { accountHeaders } from '../../account/routeHeaders';
import styles from '../../components/account/AccountPage.module.css';
import { newPasswordLabels, profileLabels, validationLabels } from '../../components/account/accountLabels';
import { translateFor } from '../../i18n/pageCatalogue';
import { LOCALE_INFO } from '../../locale/locales';
import { localeOfMatches } from '../../locale/routeId';
import { useTranslate } from '../../locale/useLocale';
import {
  type AccountRequest,
  accountRequestOf,
  forgetCustomer,
  privateHeaders,
  requireCustomer,
} from '../../session/accountSession.server';
import type { Route } from './+types/profile';

export async function loader({ request, context }: Route.LoaderArgs) {
  const account = await accountRequestOf(request, context);
  const customer = await requireCustomer(account);
  const { salutations } = await formOptionsOf(account);
  return data(
    {
      salutations,
      email: customer.email,
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

type Intent = 'profile' | 'change-email' | 'change-password';

interface ProfileOutcome {
  notice: FormNotice;
  errors?: Record<string, string>;
}

function answer(account: AccountRequest, intent: Intent, outcome: ProfileOutcome, status = 200) {
  return data({ intent, ...outcome }, { status, headers: privateHeaders(account) });
}

/** Personal data, email and password: three forms told apart by their `intent`. */
export async function action({ request, context }: Route.ActionArgs) {
  const account = await accountRequestOf(request, context);
  await requireCustomer(account);
  const form = await request.formData();
  const intent = textOf(form, 'intent');
  const { account: calls } = account.storeApi.client;
  const { t } = account;
  const refused = (error: unknown, which: Intent, text: string) => {
    const failure = actionFailureOf(error);
    const errors = fieldErrorsOf(failure, t, (field) => addressFieldLabel(t, field));
    if (
      failure.kind === 'violations' &&
      failure.fields.password?.code === 'VIOLATION::CUSTOMER_PASSWORD_NOT_CORRECT'
    )
      errors.password = t('account.password.wrong');
    return answer(
      account,
      which,
      { notice: noticeOf(failure, t, text), errors },
      failure.kind === 'throttled' ? 429 : 400,
    );
  };
  try {
    switch (intent) {
      case 'profile':
        await calls.changeProfile(profileInputOf(form, undefined));
        forgetCustomer(account);
        return answer(account, 'profile', { notice: { tone: 'success', text: t('account.profile.saved') } });
      case 'change-email':
        await calls.changeEmail({
          email: textOf(form, 'email'),
          emailConfirmation: textOf(form, 'emailConfirmation'),
          password: passwordOf(form, 'password'),
        });
        forgetCustomer(account);
        return answer(account, 'change-email', {
          notice: { tone: 'success', text: t('account.profile.emailChanged') },
        });
      case 'change-password':
        await calls.changePassword({
          password: passwordOf(form, 'password'),
          newPassword: passwordOf(form, 'newPassword'),
          newPasswordConfirm: passwordOf(form, 'newPasswordConfirm'),
        });
        return answer(account, 'change-password', {
          notice: { tone: 'success', text: t('account.password.changed') },
        });
      default:
        throw new Response('Unknown form', { status: 400 });
    }
  } catch (error) {
    if (error instanceof Response) throw error;
    const which = intent as Intent;
    const text =
      which === 'change-email'
        ? t('account.profile.emailTaken')
        : which === 'change-password'
          ? t('account.password.wrong')
          : t('account.validation.check');
    return refused(error, which, text);
  }
}

export const headers = accountHeaders;

export function meta({ matches }: Route.MetaArgs) {
  const t = translateFor(matches, LOCALE_INFO[localeOfMatches(matches)].language);
  return [{ title: t('account.profile.title') }, { name: 'robots', content: 'noindex' }];
}

export default function ProfilePage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useTranslate();
  const navigation = useNavigation();
  const submitting = (intent: Intent) =>
    navigation.state === 'submitting' && navigation.formData?.get('intent') === intent
      ? 'submitting'
      : 'idle';
  const outcome = (intent: Intent) => (actionData?.intent === intent ? actionData : undefined);
  const errors = (intent: Intent) => outcome(intent)?.errors;
  const notice = (intent: Intent) => outcome(intent)?.notice;
  return (
    <>
      <h1>{t('account.profile.title')}</h1>
      <section className={styles.section} aria-labelledby="profile-personal">
        <h2 id="profile-personal">{t('account.profile.personal')}</h2>
        <ProfileForm
          key={JSON.stringify(loaderData.profile)}
          labelledBy="profile-personal"
          values={loaderData.profile}
          salutations={loaderData.salutations.map((salutation) => ({
            value: salutation.id,
            label: salutation.name,
          }))}
          errors={errors('profile')}
          notice={notice('profile')}
          state={submitting('profile')}
          labels={profileLabels(t)}
          validationLabels={validationLabels(t)}
          formAs={Form}
        />
      </section>
      <section className={styles.section} aria-labelledby="profile-email">
        <h2 id="profile-email">{t('account.profile.email')}</h2>
        <ChangeEmailForm
          key={loaderData.email}
          labelledBy="profile-email"
          currentEmail={loaderData.email}
          currentHint={t('account.profile.currentEmail')}
          errors={errors('change-email')}
          notice={notice('change-email')}
          state={submitting('change-email')}
          labels={{
            email: t('account.profile.newEmail'),
            emailConfirmation: t('account.profile.newEmailConfirm'),
            password: t('account.field.password'),
            submit: t('account.profile.emailSubmit'),
          }}
          validationLabels={validationLabels(t)}
          formAs={Form}
        />
      </section>
      <section className={styles.section} aria-labelledby="profile-password">
        <h2 id="profile-password">{t('account.profile.password')}</h2>
        <ChangePasswordForm
          labelledBy="profile-password"
          errors={errors('change-password')}
          notice={notice('change-password')}
          state={submitting('change-password')}
          labels={{
            ...newPasswordLabels(t),
            password: t('account.password.current'),
            submit: t('account.password.submit'),
          }}
          validationLabels={validationLabels(t)}
          formAs={Form}
        />
      </section>
    </>
  );
}
