import { data } from 'react-router';
import { loadProfile, runProfileAction } from '../../account/profile.server';
import { accountHeaders } from '../../account/routeHeaders';
import { ProfilePage } from '../../components/account/ProfilePage';
import { translateFor } from '../../i18n/pageCatalogue';
import { LOCALE_INFO } from '../../locale/locales';
import { localeOfMatches } from '../../locale/routeId';
import { readForm } from '../../request/formBody';
import { accountRequestOf, privateHeaders, requireCustomer } from '../../session/accountSession.server';
import type { Route } from './+types/profile';

export async function loader({ request, context }: Route.LoaderArgs) {
  const account = await accountRequestOf(request, context);
  return data(await loadProfile(account), { headers: privateHeaders(account) });
}

export async function action({ request, context }: Route.ActionArgs) {
  const account = await accountRequestOf(request, context);
  await requireCustomer(account);
  const result = await runProfileAction(account, await readForm(request));
  if (result.kind === 'unknown-intent') throw new Response('Unknown form', { status: 400 });
  return data(result.outcome, { status: result.status, headers: privateHeaders(account) });
}

export const headers = accountHeaders;

export function meta({ matches }: Route.MetaArgs) {
  const t = translateFor(matches, LOCALE_INFO[localeOfMatches(matches)].language);
  return [{ title: t('account.profile.title') }, { name: 'robots', content: 'noindex' }];
}

export default function ProfileRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <ProfilePage view={loaderData} outcome={actionData} />;
}
