import type { CartError } from '@beautyshop/store-api-client';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../i18n/messages.server';
import { checkoutCartMessages } from './checkoutCartMessages';

const error = (messageKey: string, message: string): CartError => ({
  key: `${messageKey}-x`,
  messageKey,
  message,
  level: 10,
});

describe("the checkout's cart messages (spec 8)", () => {
  it("are told in the shopper's language by message key, not in the Store API's English", () => {
    const errors = [error('promotion-not-eligible', 'Promotion 10 € ab 50 € not eligible for cart!')];
    expect(checkoutCartMessages(errors, MESSAGES.de)).toEqual([
      'Der Aktionscode gilt erst ab einem höheren Warenwert.',
    ]);
    expect(checkoutCartMessages(errors, MESSAGES.fr)).toEqual([
      'Ce code promo s’applique à partir d’un montant plus élevé.',
    ]);
  });

  it("fall back to the Store API's text for a key the shop has no text for, and say each text once", () => {
    const errors = [
      error('some-plugin-notice', 'A plugin says so.'),
      error('product-stock-reached', 'reduced'),
      error('product-stock-reached', 'reduced'),
    ];
    expect(checkoutCartMessages(errors, MESSAGES.en)).toEqual([
      'A plugin says so.',
      'The quantity was reduced to the stock available.',
    ]);
  });

  it("leave out the discount's 'added' note, which belongs to redeeming the code", () => {
    expect(checkoutCartMessages([error('promotion-discount-added', 'Discount added')], MESSAGES.de)).toEqual(
      [],
    );
  });
});
