import type { AccountRequest } from '../session/accountSession.server';
import { forgetCustomer, requireCustomer } from '../session/accountSession.server';
import { actionFailureOf } from './actionFailure';
import { passwordOf, textOf } from './formInput';
import { addressFieldLabel, fieldErrorsOf, noticeOf } from './formNotice';
import { salutationsOf } from './formOptions.server';
import { profileInputOf, profileValuesOf } from './profileInput';
import { isProfileIntent, type ProfileIntent, type ProfileOutcome, type ProfileView } from './profileView';

export async function loadProfile(account: AccountRequest): Promise<ProfileView> {
  const customer = await requireCustomer(account);
  const salutations = await salutationsOf(account);
  return {
    salutations,
    email: customer.email,
    profile: {
      salutationId: customer.salutationId,
      title: customer.title,
      firstName: customer.firstName,
      lastName: customer.lastName,
      birthday: customer.birthday,
    },
  };
}

export type ProfileActionResult =
  | { kind: 'unknown-intent' }
  | { kind: 'answered'; status: number; outcome: ProfileOutcome };

/** What a refusal says above its form; login-like forms never tell more than that the input was not accepted. */
function refusedText(intent: ProfileIntent, t: AccountRequest['t']): string {
  if (intent === 'change-email') return t('account.profile.emailTaken');
  if (intent === 'change-password') return t('account.password.wrong');
  return t('account.validation.check');
}

async function submit(account: AccountRequest, intent: ProfileIntent, form: FormData): Promise<string> {
  const { account: calls } = account.storeApi.client;
  switch (intent) {
    case 'profile':
      await calls.changeProfile(profileInputOf(form, undefined));
      forgetCustomer(account);
      return 'account.profile.saved';
    case 'change-email':
      await calls.changeEmail({
        email: textOf(form, 'email'),
        emailConfirmation: textOf(form, 'emailConfirmation'),
        password: passwordOf(form, 'password'),
      });
      forgetCustomer(account);
      return 'account.profile.emailChanged';
    case 'change-password':
      await calls.changePassword({
        password: passwordOf(form, 'password'),
        newPassword: passwordOf(form, 'newPassword'),
        newPasswordConfirm: passwordOf(form, 'newPasswordConfirm'),
      });
      return 'account.password.changed';
  }
}

/** Personal data, email and password: the posted form's `intent` says which. */
export async function runProfileAction(
  account: AccountRequest,
  form: FormData,
): Promise<ProfileActionResult> {
  const intent = textOf(form, 'intent');
  if (!isProfileIntent(intent)) return { kind: 'unknown-intent' };
  const { t } = account;
  try {
    const saved = await submit(account, intent, form);
    return {
      kind: 'answered',
      status: 200,
      outcome: { intent, notice: { tone: 'success', text: t(saved) } },
    };
  } catch (error) {
    const failure = actionFailureOf(error);
    const errors = fieldErrorsOf(failure, t, (field) => addressFieldLabel(t, field));
    if (
      failure.kind === 'violations' &&
      failure.fields.password?.code === 'VIOLATION::CUSTOMER_PASSWORD_NOT_CORRECT'
    )
      errors.password = t('account.password.wrong');
    return {
      kind: 'answered',
      status: failure.kind === 'throttled' ? 429 : 400,
      outcome: {
        intent,
        notice: noticeOf(failure, t, refusedText(intent, t)),
        errors,
        ...(intent === 'profile' ? { values: profileValuesOf(form) } : {}),
        ...(intent === 'change-email'
          ? {
              emailValues: {
                email: textOf(form, 'email'),
                emailConfirmation: textOf(form, 'emailConfirmation'),
              },
            }
          : {}),
      },
    };
  }
}
