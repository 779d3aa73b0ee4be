import { data } from 'react-router';
import { serverTranslate } from '../checkout/checkoutRequest.server';
import { shownErrorCode } from '../components/errorPageModel';
import { errorStatusContext } from '../request/errorStatus';
import { shopRequestOf } from '../request/shopRequest';
import type { Route } from './+types/error';

/**
 * Spec 2.2 /error: the error page for ?code= (default 404). Issue 12: only spec 2.5's messages by code, in the
 * shopper's language; a `message` parameter never reaches the page, and the answer's status is not the visitor's
 * to choose: the page is a 404 (it names no resource), unless the server itself renders it for a request it refused.
 */
export function loader({ request, context }: Route.LoaderArgs): never {
  const status = context.get(errorStatusContext);
  // The server refuses one kind of request with 400: an address that does not decode (scripts/requestScreen.ts).
  // It says so in the shopper's language, as a malformed path that reaches a page does (seoPathOf.server.ts).
  if (status === 400)
    throw data(
      { code: status, message: serverTranslate(shopRequestOf(context))('error.malformedPath') },
      { status },
    );
  const code = status !== 0 ? status : shownErrorCode(new URL(request.url).searchParams.get('code'));
  throw data({ code }, { status: status !== 0 ? status : 404 });
}

export default function ErrorRoute() {
  return null;
}
