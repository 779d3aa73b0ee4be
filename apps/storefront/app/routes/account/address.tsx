import { data, redirect } from 'react-router';
import { runAddressAction } from '../../account/addressActions.server';
import { loadAddressBook } from '../../account/addressBook.server';
import { accountHeaders } from '../../account/routeHeaders';
import { AddressBookPage } from '../../components/account/AddressBookPage';
import { translateFor } from '../../i18n/pageCatalogue';
import { LOCALE_INFO } from '../../locale/locales';
import { localeOfMatches } from '../../locale/routeId';
import { readForm } from '../../request/formBody';
import { accountRequestOf, privateHeaders, requireCustomer } from '../../session/accountSession.server';
import type { Route } from './+types/address';

export async function loader({ request, context }: Route.LoaderArgs) {
  const account = await accountRequestOf(request, context);
  const view = await loadAddressBook(account, new URL(request.url));
  return data(view, { headers: privateHeaders(account) });
}

/** Each success returns to the list (post, redirect, get); a refusal shows the form again. */
export async function action({ request, context }: Route.ActionArgs) {
  const account = await accountRequestOf(request, context);
  await requireCustomer(account);
  const result = await runAddressAction(account, await readForm(request));
  if (result.kind === 'unknown-intent') throw new Response('Unknown form', { status: 400 });
  if (result.kind === 'done') {
    return redirect(`${account.path('/account/address')}?status=${result.status}`, {
      headers: privateHeaders(account),
    });
  }
  return data(result.failure, { status: result.status, headers: privateHeaders(account) });
}

export const headers = accountHeaders;

export function meta({ matches }: Route.MetaArgs) {
  const t = translateFor(matches, LOCALE_INFO[localeOfMatches(matches)].language);
  return [{ title: t('account.address.title') }, { name: 'robots', content: 'noindex' }];
}

export default function AddressRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <AddressBookPage view={loaderData} failure={actionData} />;
}
