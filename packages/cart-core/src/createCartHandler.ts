import { CartCoreError } from './errors/CartCoreError.js';
import { cartGetDefault } from './operations/cartGet.js';
import { cartGiftCardAddDefault } from './operations/cartGiftCardAdd.js';
import { cartLinesAddDefault } from './operations/cartLinesAdd.js';
import { cartLinesRemoveDefault } from './operations/cartLinesRemove.js';
import { cartLinesUpdateDefault } from './operations/cartLinesUpdate.js';
import type { CartOperationOptions } from './operations/cartOperationOptions.js';
import { cartPromotionCodeAddDefault } from './operations/cartPromotionCodeAdd.js';

/** The default operations, each built by its factory from the session client. */
function defaultOperations(options: CartOperationOptions) {
  return {
    get: cartGetDefault(options),
    addLines: cartLinesAddDefault(options),
    updateLines: cartLinesUpdateDefault(options),
    removeLines: cartLinesRemoveDefault(options),
    addPromotionCode: cartPromotionCodeAddDefault(options),
    addGiftCard: cartGiftCardAddDefault(options),
  };
}

export type CartHandlerDefaults = ReturnType<typeof defaultOperations>;

export interface CartHandlerOptions<Custom extends Record<string, unknown>> extends CartOperationOptions {
  /**
   * Methods added to the handler, or replacing a default one by its name (e.g. an `addLines` that also tracks);
   * build them with the same factories or your own.
   */
  customMethods?: Custom;
}

export type CartHandler<Custom extends Record<string, unknown> = Record<never, never>> = Omit<
  CartHandlerDefaults,
  keyof Custom
> &
  Custom;

/**
 * The cart operations of one shopper's session, in one object: `get`, `addLines`, `updateLines`, `removeLines`,
 * `addPromotionCode`, `addGiftCard`, plus any `customMethods`. Every operation answers `{ cart, errors }`.
 */
export function createCartHandler<Custom extends Record<string, unknown> = Record<never, never>>(
  options: CartHandlerOptions<Custom>,
): CartHandler<Custom> {
  if (typeof options?.client?.cart?.readCart !== 'function') {
    throw new CartCoreError(
      'createCartHandler',
      'options.client must be a Store API client (session client).',
    );
  }
  const { customMethods, ...operationOptions } = options;
  const handler: CartHandler<Custom> = {
    ...defaultOperations(operationOptions),
    ...(customMethods ?? ({} as Custom)),
  };
  return handler;
}
