import { type ErrorStatus, StoreApiError } from '../errors.js';

/** Errors of Shopware's PaymentException, with its codes, statuses and messages. */
class PaymentError extends StoreApiError {
  constructor(status: ErrorStatus, code: string, detail: string, parameters: Record<string, unknown>) {
    super(status, code, detail, { meta: { parameters } });
  }
}

/** No order of the shopper has this id (another customer's order is answered the same). */
export class InvalidOrderError extends PaymentError {
  override readonly name = 'InvalidOrderError';
  constructor(orderId: string) {
    super(
      404,
      'CHECKOUT__INVALID_ORDER_ID',
      `The order with id ${orderId} is invalid or could not be found.`,
      {
        orderId,
      },
    );
  }
}

/**
 * A payment token that is not one the sandbox signed (tampered, truncated, made up). The token itself is never
 * echoed: it would put a payment credential into an error page.
 */
export class InvalidPaymentTokenError extends PaymentError {
  override readonly name = 'InvalidPaymentTokenError';
  constructor() {
    super(
      400,
      'CHECKOUT__INVALID_PAYMENT_TOKEN',
      'The provided token is invalid and the payment could not be processed.',
      {},
    );
  }
}

/** A genuine token that was used already (each works once). */
export class PaymentTokenInvalidatedError extends PaymentError {
  override readonly name = 'PaymentTokenInvalidatedError';
  constructor() {
    super(
      400,
      'CHECKOUT__PAYMENT_TOKEN_INVALIDATED',
      'The provided token is invalidated and the payment could not be processed.',
      {},
    );
  }
}

/** A genuine token past its 30 minutes. */
export class PaymentTokenExpiredError extends PaymentError {
  override readonly name = 'PaymentTokenExpiredError';
  constructor() {
    super(
      400,
      'CHECKOUT__PAYMENT_TOKEN_EXPIRED',
      'The provided token is expired and the payment could not be processed.',
      {},
    );
  }
}

/** The customer cancelled at the provider (Shopware moves the transaction to `cancelled`). */
export class CustomerCanceledPaymentError extends PaymentError {
  override readonly name = 'CustomerCanceledPaymentError';
  constructor(orderTransactionId: string) {
    super(
      400,
      'CHECKOUT__CUSTOMER_CANCELED_EXTERNAL_PAYMENT',
      'The customer canceled the external payment process. The payment was cancelled on the sandbox payment page.',
      { orderTransactionId, additionalInformation: 'The payment was cancelled on the sandbox payment page.' },
    );
  }
}

/** The provider declined the payment (Shopware moves the transaction to `failed`). */
export class AsyncPaymentFinalizeInterruptedError extends PaymentError {
  override readonly name = 'AsyncPaymentFinalizeInterruptedError';
  constructor(orderTransactionId: string, errorMessage: string) {
    super(
      400,
      'CHECKOUT__ASYNC_PAYMENT_FINALIZE_INTERRUPTED',
      `The asynchronous payment finalize was interrupted due to the following error:\n${errorMessage}`,
      { orderTransactionId, errorMessage },
    );
  }
}

/** A sandbox provider page or wallet order that does not exist, expired or was decided already. */
export class PaymentSessionNotFoundError extends StoreApiError {
  override readonly name = 'PaymentSessionNotFoundError';
  constructor(what: string) {
    super(
      404,
      'SANDBOX__PAYMENT_SESSION_NOT_FOUND',
      `${what} does not exist, has expired or was completed already.`,
    );
  }
}
