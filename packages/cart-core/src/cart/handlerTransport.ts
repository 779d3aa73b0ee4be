import type { CartHandler } from '../createCartHandler.js';
import { CartCoreError } from '../errors/CartCoreError.js';
import type { CartProductNumberAddFunction } from '../operations/cartProductNumberAdd.js';
import type { CartTransport } from './cartStore.js';

/**
 * A store's transport straight to the Store API (a server or a script): each change through the handler. An
 * `addProductNumber` change needs the handler's custom `addProductNumber` (`cartProductNumberAddDefault`), which
 * reads the catalogue as well as the cart.
 */
export function handlerTransport(
  handler: CartHandler & { addProductNumber?: CartProductNumberAddFunction | undefined },
): CartTransport {
  return {
    read: () => handler.get(),
    write(change) {
      switch (change.type) {
        case 'add':
          return handler.addLines(change.lines);
        case 'update':
          return handler.updateLines([{ id: change.lineId, quantity: change.quantity }]);
        case 'remove':
          return handler.removeLines([change.lineId]);
        case 'addPromotionCode':
          return handler.addPromotionCode(change.code);
        case 'addGiftCard':
          return handler.addGiftCard(change.code);
        case 'addProductNumber':
          if (handler.addProductNumber === undefined) {
            throw new CartCoreError(
              'handlerTransport',
              'an addProductNumber change needs customMethods.addProductNumber (cartProductNumberAddDefault).',
            );
          }
          return handler.addProductNumber(change.productNumber, change.quantity);
      }
    },
  };
}
