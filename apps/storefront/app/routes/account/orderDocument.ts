import { orderDocumentAnswer } from '../../account/orderFiles.server';
import { accountRequestOf } from '../../session/accountSession.server';
import type { Route } from './+types/orderDocument';

/** The invoice of the customer's order, streamed through the shop (`/account/order/{id}/document/{documentId}`). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  return orderDocumentAnswer(await accountRequestOf(request, context), params.id, params.documentId);
}
