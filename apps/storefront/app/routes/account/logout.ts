import { redirect } from 'react-router';
import { accountRequestOf, endSession } from '../../session/accountSession.server';
import type { Route } from './+types/logout';

/** Logging out is a POST (a link another site shows cannot log a shopper out); a GET goes to the account. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const account = await accountRequestOf(request, context);
  throw redirect(account.path('/account'), { headers: { 'Cache-Control': 'private, no-store' } });
}

/** Issue 16: logout ends the session on the server and deletes the cookie. */
export async function action({ request, context }: Route.ActionArgs) {
  const account = await accountRequestOf(request, context);
  const headers = await endSession(account);
  throw redirect(`${account.path('/login')}?status=logged-out`, { headers });
}
