import { NewsletterForm } from '@beautyshop/ui';
import { data, Form, useNavigation } from 'react-router';
import { runNewsletterIntent } from '../../account/newsletter.server';
import { accountHeaders } from '../../account/routeHeaders';
import { AccountPage } from '../../components/account/AccountPage';
import { validationLabels } from '../../components/account/accountLabels';
import { translateFor } from '../../i18n/pageCatalogue';
import { LOCALE_INFO } from '../../locale/locales';
import { localeOfMatches } from '../../locale/routeId';
import { useTranslate } from '../../locale/useLocale';
import { readForm } from '../../request/formBody';
import { enforceTrailingSlash } from '../../server/trailingSlash.server';
import { accountRequestOf, privateHeaders, storefrontUrlOf } from '../../session/accountSession.server';
import type { Route } from './+types/unsubscribe';

export async function loader({ request, context }: Route.LoaderArgs) {
  // One URL per page (spec 2.1): the other spelling of its path redirects to the site setting's.
  enforceTrailingSlash(request);
  const account = await accountRequestOf(request, context);
  const email = new URL(request.url).searchParams.get('email') ?? '';
  return data({ email }, { headers: privateHeaders(account) });
}

/** Spec 2.2 /unsubscribe: the same answer for any address (the page never tells who is subscribed). */
export async function action({ request, context }: Route.ActionArgs) {
  const account = await accountRequestOf(request, context);
  const form = await readForm(request);
  form.set('intent', 'unsubscribe');
  const { status, ...outcome } = await runNewsletterIntent(account, form, storefrontUrlOf(account));
  return data(outcome, { status, headers: privateHeaders(account) });
}

export const headers = accountHeaders;

export function meta({ matches }: Route.MetaArgs) {
  const t = translateFor(matches, LOCALE_INFO[localeOfMatches(matches)].language);
  return [{ title: t('newsletter.unsubscribe.title') }, { name: 'robots', content: 'noindex' }];
}

export default function UnsubscribePage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useTranslate();
  const navigation = useNavigation();
  return (
    <AccountPage title={<span id="unsubscribe-title">{t('newsletter.unsubscribe.title')}</span>}>
      <NewsletterForm
        key={actionData?.notice?.text}
        intent="unsubscribe"
        labelledBy="unsubscribe-title"
        email={actionData?.email ?? loaderData.email}
        notice={actionData?.notice}
        error={actionData?.error}
        state={navigation.state === 'submitting' ? 'submitting' : 'idle'}
        labels={{ email: t('newsletter.email'), submit: t('newsletter.unsubscribe.submit') }}
        validationLabels={validationLabels(t)}
        formAs={Form}
      />
    </AccountPage>
  );
}
