import { type ErrorStatus, StoreApiError } from '../errors.js';

class OrderError extends StoreApiError {
  constructor(status: ErrorStatus, code: string, detail: string, parameters?: Record<string, unknown>) {
    super(status, code, detail, parameters ? { meta: { parameters } } : {});
  }
}

/** CartException::cartEmpty (6.7): an order needs line items. */
export class CartEmptyError extends OrderError {
  override readonly name = 'CartEmptyError';
  constructor() {
    super(400, 'CHECKOUT__CART_EMPTY', 'Cart is empty');
  }
}

/**
 * CartException::invalidCart: the cart holds errors that block an order (a blocked shipping or payment method,
 * a product out of stock). Shopware answers it with status 500; the sandbox answers 400, because the request,
 * not the server, is at fault and no bad input may end in a 500.
 */
export class InvalidCartError extends OrderError {
  override readonly name = 'InvalidCartError';
  constructor(errors: readonly { key: string; message: string }[]) {
    super(
      400,
      'CHECKOUT__CART_INVALID',
      `The cart is invalid, got ${errors.length} error(s): ${errors.map((error) => `${error.key}: ${error.message}`).join('\n')}`,
      {
        errorCount: errors.length,
        errors: errors.map((error) => `${error.key}: ${error.message}`).join('\n'),
      },
    );
  }
}

/** CartException::hashMismatch: the cart changed since the client read the hash it sends (409). */
export class CartHashMismatchError extends OrderError {
  override readonly name = 'CartHashMismatchError';
  constructor(token: string) {
    super(409, 'CHECKOUT__CART_HASH_MISMATCH', `Content hash mismatch for cart token: ${token}`, { token });
  }
}

/** OrderException::orderNotFound: an unknown order, or another customer's (the same answer for both). */
export class OrderNotFoundError extends OrderError {
  override readonly name = 'OrderNotFoundError';
  constructor(orderId: string) {
    super(404, 'CHECKOUT__ORDER_ORDER_NOT_FOUND', `Could not find order with id "${orderId}"`, {
      entity: 'order',
      field: 'id',
      value: orderId,
    });
  }
}

/** OrderException::customerNotLoggedIn (the cancel route's own code). */
export class OrderCustomerNotLoggedInError extends OrderError {
  override readonly name = 'OrderCustomerNotLoggedInError';
  constructor() {
    super(403, 'CHECKOUT__ORDER_CUSTOMER_NOT_LOGGED_IN', 'Customer is not logged in.');
  }
}

/** StateMachineException::illegalStateTransition: the action does not lead out of the current state. */
export class IllegalTransitionError extends OrderError {
  override readonly name = 'IllegalTransitionError';
  constructor(currentState: string, transition: string, possibleTransitions: readonly string[]) {
    super(
      400,
      'SYSTEM__ILLEGAL_STATE_TRANSITION',
      `Illegal transition "${transition}" from state "${currentState}". Possible transitions are: ${possibleTransitions.join(', ')}`,
      { currentState, transition, possibleTransitions },
    );
  }
}

/** GuestNotAuthenticatedException: a deep link lookup without (matching) order, email or zip code. */
export class GuestNotAuthenticatedError extends OrderError {
  override readonly name = 'GuestNotAuthenticatedError';
  constructor() {
    super(403, 'CHECKOUT__GUEST_NOT_AUTHENTICATED', 'Guest not authenticated.');
  }
}

/** WrongGuestCredentialsException: email or zip code do not match the order's. */
export class WrongGuestCredentialsError extends OrderError {
  override readonly name = 'WrongGuestCredentialsError';
  constructor() {
    super(403, 'CHECKOUT__GUEST_WRONG_CREDENTIALS', 'Wrong credentials for guest authentication.');
  }
}

/** PaymentMethodNotChangeableException: the last transaction is past the states that allow a change. */
export class PaymentMethodNotChangeableError extends OrderError {
  override readonly name = 'PaymentMethodNotChangeableError';
  constructor() {
    super(
      403,
      'CHECKOUT__ORDER_PAYMENT_METHOD_NOT_CHANGEABLE',
      'Payment methods of order with current payment transaction type can not be changed.',
    );
  }
}

/** OrderException::paymentMethodNotAvailable: the method is unknown or not offered in the order's market. */
export class PaymentMethodNotAvailableError extends OrderError {
  override readonly name = 'PaymentMethodNotAvailableError';
  constructor(paymentMethodId: string) {
    super(
      404,
      'CHECKOUT__ORDER_PAYMENT_METHOD_NOT_AVAILABLE',
      `The order has no active payment method with id ${paymentMethodId}`,
      { id: paymentMethodId },
    );
  }
}

/** OrderException::orderTransactionNotFound. */
export class OrderTransactionNotFoundError extends OrderError {
  override readonly name = 'OrderTransactionNotFoundError';
  constructor(transactionId: string) {
    super(
      404,
      'CHECKOUT__ORDER_ORDER_TRANSACTION_NOT_FOUND',
      `Order transaction with id ${transactionId} not found.`,
      { id: transactionId },
    );
  }
}

/** DocumentException::documentNotFound. */
export class DocumentNotFoundError extends OrderError {
  override readonly name = 'DocumentNotFoundError';
  constructor(documentId: string) {
    super(
      404,
      'DOCUMENT__DOCUMENT_NOT_FOUND',
      `The document with id "${documentId}" is invalid or could not be found.`,
      { documentId },
    );
  }
}

/** CustomerException::downloadFileNotFound: no such download of a paid order of this customer. */
export class DownloadFileNotFoundError extends OrderError {
  override readonly name = 'DownloadFileNotFoundError';
  constructor(downloadId: string) {
    super(
      404,
      'CHECKOUT__LINE_ITEM_DOWNLOAD_FILE_NOT_FOUND',
      `Line item download file with id "${downloadId}" not found.`,
      { downloadId },
    );
  }
}
