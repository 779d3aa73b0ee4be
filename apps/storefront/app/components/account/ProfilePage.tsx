import { ChangeEmailForm, ChangePasswordForm, ProfileForm } from '@beautyshop/ui';
import { useEffect, useState } from 'react';
import { Form, useNavigation } from 'react-router';
import type { ProfileIntent, ProfileOutcome, ProfileView } from '../../account/profileView';
import { useTranslate } from '../../locale/useLocale';
import styles from './AccountPage.module.css';
import { newPasswordLabels, profileLabels, validationLabels } from './accountLabels';

export interface ProfilePageProps {
  view: ProfileView;
  /** The answer to the last submitted form; each form shows only its own. */
  outcome: ProfileOutcome | undefined;
}

/** Personal data, email and password of `/account/profile`: three plain forms, each with its own notice. */
export function ProfilePage({ view, outcome }: ProfilePageProps) {
  const t = useTranslate();
  const navigation = useNavigation();
  const state = (intent: ProfileIntent) =>
    navigation.state === 'submitting' && navigation.formData?.get('intent') === intent
      ? 'submitting'
      : 'idle';
  const own = (intent: ProfileIntent) => (outcome?.intent === intent ? outcome : undefined);
  // A changed password leaves nothing behind in the fields (with JavaScript the page stays): each success starts
  // a new form, under its notice.
  // A refused form shows what was typed (a page loaded anew without JavaScript would show the stored data).
  const profileValues = own('profile')?.values ?? view.profile;
  const passwordOutcome = own('change-password');
  const [passwordForm, setPasswordForm] = useState(0);
  useEffect(() => {
    if (passwordOutcome?.notice?.tone === 'success') setPasswordForm((count) => count + 1);
  }, [passwordOutcome]);
  return (
    <>
      {/* The page's heading names the personal data form too: a second heading of the same words said nothing. */}
      <h1 id="profile-personal">{t('account.profile.title')}</h1>
      <section className={styles.section} aria-labelledby="profile-personal">
        <ProfileForm
          key={JSON.stringify(profileValues)}
          labelledBy="profile-personal"
          values={profileValues}
          salutations={view.salutations.map((salutation) => ({
            value: salutation.id,
            label: salutation.name,
          }))}
          errors={own('profile')?.errors}
          notice={own('profile')?.notice}
          state={state('profile')}
          labels={profileLabels(t)}
          validationLabels={validationLabels(t)}
          formAs={Form}
        />
      </section>
      <section className={styles.section} aria-labelledby="profile-email">
        <h2 id="profile-email">{t('account.profile.email')}</h2>
        <ChangeEmailForm
          key={view.email}
          labelledBy="profile-email"
          currentEmail={view.email}
          values={own('change-email')?.emailValues}
          currentHint={t('account.profile.currentEmail')}
          errors={own('change-email')?.errors}
          notice={own('change-email')?.notice}
          state={state('change-email')}
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
          key={passwordForm}
          labelledBy="profile-password"
          errors={passwordOutcome?.errors}
          notice={passwordOutcome?.notice}
          state={state('change-password')}
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
