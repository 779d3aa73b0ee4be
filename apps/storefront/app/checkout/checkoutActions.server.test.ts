import type { Cart, CartError } from '@beautyshop/store-api-client';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../i18n/messages.server';
import { createTranslate } from '../i18n/translate';
import type { RequestStoreApi } from '../server/storeApi.server';
import { redeemCode } from './checkoutActions.server';

const t = createTranslate({ language: 'de', messages: MESSAGES.de });

const error = (messageKey: string): CartError => ({ key: messageKey, messageKey, message: 'x', level: 10 });

/** A session whose cart answers an add of a code with these lines and errors. */
function answering(lineItems: Cart['lineItems'], errors: CartError[]): RequestStoreApi {
  const cart = {
    apiAlias: 'cart',
    price: { totalPrice: 0, positionPrice: 0, netPrice: 0 },
    lineItems,
    errors,
  };
  return { client: { cart: { addLineItems: async () => cart } } } as unknown as RequestStoreApi;
}

const form = (code: string) => {
  const data = new FormData();
  data.set('code', code);
  return data;
};

describe('redeeming a code in the checkout says what became of it', () => {
  it('a code the cart took is redeemed', async () => {
    const storeApi = answering([{ id: 'p', type: 'promotion', referencedId: 'BEAUTY10' }], []);
    expect(await redeemCode(storeApi, form('beauty10'), 'promotion', t)).toEqual({
      intent: 'promotion',
      ok: true,
      message: 'Der Aktionscode beauty10 wurde eingelöst.',
    });
  });

  it('a known code that waits for a higher order value says so, not that it does not exist', async () => {
    const result = await redeemCode(
      answering([], [error('promotion-not-eligible')]),
      form('MIN50'),
      'promotion',
      t,
    );
    expect(result).toMatchObject({
      ok: false,
      message: 'Der Aktionscode gilt erst ab einem höheren Warenwert.',
    });
  });

  it('an unknown code tried while another waits is still not found', async () => {
    const storeApi = answering([], [error('promotion-not-eligible'), error('promotion-not-found')]);
    expect(await redeemCode(storeApi, form('NOPE'), 'promotion', t)).toMatchObject({
      ok: false,
      message: 'Den Aktionscode NOPE gibt es nicht.',
    });
  });

  it('a gift card without balance says so', async () => {
    const result = await redeemCode(
      answering([], [error('voucher-card-empty')]),
      form('GC-EMPTY'),
      'gift-card',
      t,
    );
    expect(result).toMatchObject({ ok: false, message: 'Diese Geschenkkarte hat kein Guthaben mehr.' });
  });
});
