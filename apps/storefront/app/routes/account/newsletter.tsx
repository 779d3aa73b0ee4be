import { NewsletterForm } from '@beautyshop/ui';
import { data, Form, useNavigation } from 'react-router';
import { runNewsletterIntent } from '../../account/newsletter.server';
import { accountHeaders } from '../../account/routeHeaders';
import { AccountPage } from '../../components/account/AccountPage';
import { validationLabels } from '../../components/account/accountLabels';
import { LegalText } from '../../components/legal/LegalText';
import { translateFor } from '../../i18n/pageCatalogue';
import { LOCALE_INFO } from '../../locale/locales';
import { localeOfMatches } from '../../locale/routeId';
import { useTranslate } from '../../locale/useLocale';
import { readForm } from '../../request/formBody';
import { accountRequestOf, privateHeaders, storefrontUrlOf } from '../../session/accountSession.server';
import type { Route } from './+types/newsletter';

/** Spec 2.2 /newsletter/{all...}: the newsletter page of the market, and where the footer's form posts. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const account = await accountRequestOf(request, context);
  return data({}, { headers: privateHeaders(account) });
}

export async function action({ request, context }: Route.ActionArgs) {
  const account = await accountRequestOf(request, context);
  const { status, ...outcome } = await runNewsletterIntent(
    account,
    await readForm(request),
    storefrontUrlOf(account),
  );
  return data(outcome, { status, headers: privateHeaders(account) });
}

export const headers = accountHeaders;

export function meta({ matches }: Route.MetaArgs) {
  const t = translateFor(matches, LOCALE_INFO[localeOfMatches(matches)].language);
  return [{ title: t('newsletter.title') }];
}

export default function NewsletterPage({ actionData }: Route.ComponentProps) {
  const t = useTranslate();
  const navigation = useNavigation();
  return (
    <AccountPage title={<span id="newsletter-title">{t('newsletter.title')}</span>}>
      <p>{t('newsletter.text')}</p>
      <NewsletterForm
        key={actionData?.notice?.text}
        labelledBy="newsletter-title"
        email={actionData?.email}
        notice={actionData?.notice}
        error={actionData?.error}
        state={navigation.state === 'submitting' ? 'submitting' : 'idle'}
        labels={{ email: t('newsletter.email'), submit: t('newsletter.subscribe') }}
        validationLabels={validationLabels(t)}
        formAs={Form}
      />
      <p>
        <LegalText message="newsletter.dataNotice" />
      </p>
    </AccountPage>
  );
}
