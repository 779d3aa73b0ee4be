import type { CartHandler } from '../createCartHandler.js';
import type { CartTransport } from './cartStore.js';

/** A store's transport straight to the Store API (a server or a script): each change through the handler. */
export function handlerTransport(handler: CartHandler): CartTransport {
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
      }
    },
  };
}
