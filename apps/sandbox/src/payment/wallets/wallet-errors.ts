import { StoreApiError } from '../../errors.js';

/** A wallet checkout needs something in the cart (Shopware's CartException::cartEmpty). */
export class WalletCartEmptyError extends StoreApiError {
  override readonly name = 'WalletCartEmptyError';
  constructor() {
    super(400, 'CHECKOUT__CART_EMPTY', 'Cart is empty');
  }
}

/** A request parameter the route needs (Shopware's RoutingException::missingRequestParameter). */
export class MissingWalletParameterError extends StoreApiError {
  override readonly name = 'MissingWalletParameterError';
  constructor(parameter: string) {
    super(400, 'FRAMEWORK__MISSING_REQUEST_PARAMETER', `Parameter "${parameter}" is missing.`, {
      meta: { parameters: { parameterName: parameter } },
      source: { pointer: `/${parameter}` },
    });
  }
}

/** No wallet order of this id for this shopper: unknown, expired, another shopper's, or another market's. */
export class WalletOrderNotFoundError extends StoreApiError {
  override readonly name = 'WalletOrderNotFoundError';
  constructor(what: string) {
    super(404, 'SANDBOX__WALLET_ORDER_NOT_FOUND', `${what} was not found or has expired.`);
  }
}

/** The buyer has not approved the wallet order (yet), or cancelled it. */
export class WalletOrderNotApprovedError extends StoreApiError {
  override readonly name = 'WalletOrderNotApprovedError';
  constructor(what: string, status: string) {
    super(
      400,
      'SANDBOX__WALLET_ORDER_NOT_APPROVED',
      `${what} is not approved by the buyer (status ${status}).`,
      {
        meta: { parameters: { status } },
      },
    );
  }
}
