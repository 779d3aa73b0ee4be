import { data, redirect } from 'react-router';
import { serverTranslate } from '../checkout/checkoutRequest.server';
import { localePath } from '../locale/fromPath';
import { readForm } from '../request/formBody';
import type { ShopRequest } from '../request/shopRequest';
import { cookieHeaders, storeApiFor } from '../server/storeApi.server';
import { sendContactMessage } from './contactForm.server';

/**
 * The forms content pages carry (spec 2.4): the contact form posts to the page it sits on, so it works without
 * JavaScript; a sent message leads on to /contact-success, a refused one shows the page again with its errors.
 * Any other post to a page is the sender's bad request.
 */
export async function answerContentPagePost(request: Request, shop: ShopRequest) {
  const form = await readForm(request);
  if (form.get('intent') !== 'contact') return data({ contact: undefined }, { status: 400 });
  const storeApi = await storeApiFor(request, shop);
  const outcome = await sendContactMessage(storeApi.client, form, serverTranslate(shop));
  const headers = cookieHeaders(storeApi);
  if (outcome.kind === 'sent') {
    return redirect(localePath('/contact-success', shop.locale.locale), { status: 303, headers });
  }
  const { kind: _kind, status, ...contact } = outcome;
  headers.set('Cache-Control', 'private, no-store');
  return data({ contact }, { status, headers });
}
