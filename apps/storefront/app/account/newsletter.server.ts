import type { FormNotice } from '@beautyshop/ui';
import type { AccountRequest } from '../session/accountSession.server';
import { actionFailureOf } from './actionFailure';
import { textOf } from './formInput';
import { noticeOf } from './formNotice';

export interface NewsletterOutcome {
  email: string;
  notice?: FormNotice;
  error?: string;
  status: number;
}

/**
 * Subscribe (a double opt-in mail follows; a logged-in customer's own address is subscribed at once) or
 * unsubscribe (the same answer for any address). A 429 names the wait.
 */
export async function runNewsletterIntent(
  account: AccountRequest,
  form: FormData,
  storefrontUrl: string,
): Promise<NewsletterOutcome> {
  const { t } = account;
  const email = textOf(form, 'email');
  const unsubscribe = textOf(form, 'intent') === 'unsubscribe';
  try {
    if (unsubscribe) {
      await account.storeApi.client.newsletter.unsubscribeNewsletter({ email });
      return { email: '', notice: { tone: 'success', text: t('newsletter.unsubscribed') }, status: 200 };
    }
    const { status } = await account.storeApi.client.newsletter.subscribeNewsletter({ email, storefrontUrl });
    const text = status === 'direct' ? t('newsletter.subscribed') : t('newsletter.checkMail');
    return { email: '', notice: { tone: 'success', text }, status: 200 };
  } catch (error) {
    const failure = actionFailureOf(error);
    if (failure.kind === 'violations') return { email, error: t('account.validation.email'), status: 400 };
    return {
      email,
      notice: noticeOf(failure, t, t('account.validation.email')),
      status: failure.kind === 'throttled' ? 429 : 400,
    };
  }
}
