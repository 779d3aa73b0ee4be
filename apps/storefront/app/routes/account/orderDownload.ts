import { orderDownloadAnswer } from '../../account/orderFiles.server';
import { accountRequestOf } from '../../session/accountSession.server';
import type { Route } from './+types/orderDownload';

/** A digital good of the customer's order (`/account/order/{id}/download/{downloadId}`). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  return orderDownloadAnswer(await accountRequestOf(request, context), params.id, params.downloadId);
}
