import { redirect } from 'react-router';
import { actionFailureOf } from '../../account/actionFailure';
import {
  clearSocialState,
  returnPathOfState,
  SOCIAL_PROVIDER,
  socialLoginAuthorizeUrl,
  startSocialLogin,
} from '../../account/socialLogin.server';
import { safeReturnPath } from '../../request/returnPath';
import { accountRequestOf, keepSession, privateHeaders } from '../../session/accountSession.server';
import type { Route } from './+types/socialLogin';

/**
 * Spec 2.2 /social-login: without a code it sends the shopper to the provider (remembering a random state and
 * the page to return to); the provider sends them back here with `code` and that `state`, and the code logs the
 * account in. A state this browser did not start with, or a refused code, goes back to the login page.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const account = await accountRequestOf(request, context);
  const url = new URL(request.url);
  const code = url.searchParams.get('code');
  const state = url.searchParams.get('state');
  const failed = `${account.path('/login')}?status=social-failed`;
  if (code === null) {
    const authorizeUrl = socialLoginAuthorizeUrl();
    if (authorizeUrl === undefined)
      throw redirect(account.path('/login'), { headers: privateHeaders(account) });
    const returnPath = safeReturnPath(url.searchParams.get('redirectTo'), account.path('/account'));
    const start = startSocialLogin(account, authorizeUrl, returnPath);
    throw redirect(start.location, { headers: privateHeaders(account, [start.cookie]) });
  }
  const returnPath = state === null ? undefined : returnPathOfState(request, state);
  const clear = clearSocialState(account.secure);
  if (returnPath === undefined) throw redirect(failed, { headers: privateHeaders(account, [clear]) });
  try {
    await account.storeApi.client.account.socialLoginReturn({ provider: SOCIAL_PROVIDER, code });
    keepSession(account);
  } catch (error) {
    actionFailureOf(error);
    throw redirect(failed, { headers: privateHeaders(account, [clear]) });
  }
  throw redirect(safeReturnPath(returnPath, account.path('/account')), {
    headers: privateHeaders(account, [clear]),
  });
}
