import { type ErrorStatus, StoreApiError, type StoreApiErrorItem } from '../errors.js';

/** A field that broke a rule, as Shopware's ConstraintViolationException lists it. */
export interface Violation {
  /** Shopware's code: 'VIOLATION::IS_BLANK_ERROR', 'VIOLATION::CUSTOMER_EMAIL_NOT_UNIQUE', ... */
  code: string;
  message: string;
  /** JSON pointer of the field: '/email', '/billingAddress/zipcode'. */
  pointer: string;
  parameters?: Record<string, unknown>;
}

/** 400 with one error per broken rule, each pointing at its field (Shopware's ConstraintViolationException). */
export class ConstraintViolationError extends StoreApiError {
  override readonly name = 'ConstraintViolationError';
  override readonly items: readonly StoreApiErrorItem[];
  readonly violations: readonly Violation[];

  constructor(violations: readonly Violation[]) {
    const first = violations[0] ?? {
      code: 'VIOLATION::IS_BLANK_ERROR',
      message: 'Invalid data.',
      pointer: '/',
    };
    super(400, first.code, first.message);
    this.violations = violations;
    this.items = violations.map((violation) => ({
      status: '400',
      code: violation.code,
      title: 'Constraint violation error',
      detail: violation.message,
      source: { pointer: violation.pointer },
      meta: { parameters: violation.parameters ?? {} },
    }));
  }
}

class CustomerError extends StoreApiError {
  constructor(status: ErrorStatus, code: string, detail: string, parameters?: Record<string, unknown>) {
    super(status, code, detail, parameters ? { meta: { parameters } } : {});
  }
}

export class CustomerNotLoggedInError extends CustomerError {
  override readonly name = 'CustomerNotLoggedInError';
  constructor() {
    super(403, 'CHECKOUT__CUSTOMER_NOT_LOGGED_IN', 'Customer is not logged in.');
  }
}

/** The same answer for an unknown email, a guest account and a wrong password: nobody learns which it was. */
export class BadCredentialsError extends CustomerError {
  override readonly name = 'BadCredentialsError';
  constructor() {
    super(401, 'CHECKOUT__CUSTOMER_AUTH_BAD_CREDENTIALS', 'Invalid username and/or password.');
  }
}

export class CustomerOptInNotCompletedError extends CustomerError {
  override readonly name = 'CustomerOptInNotCompletedError';
  constructor(customerId: string) {
    super(
      401,
      'CHECKOUT__CUSTOMER_OPTIN_NOT_COMPLETED',
      `The customer with the id "${customerId}" has not completed the opt-in.`,
      { customerId },
    );
  }
}

export class CustomerAlreadyConfirmedError extends CustomerError {
  override readonly name = 'CustomerAlreadyConfirmedError';
  constructor(customerId: string) {
    super(
      412,
      'CHECKOUT__CUSTOMER_ALREADY_CONFIRMED',
      `The customer with the id "${customerId}" is already confirmed.`,
      { customerId },
    );
  }
}

/** A recovery or double opt-in hash that matches nobody; the hash itself is not echoed. */
export class CustomerNotFoundByHashError extends CustomerError {
  override readonly name = 'CustomerNotFoundByHashError';
  constructor() {
    super(404, 'CHECKOUT__CUSTOMER_NOT_FOUND_BY_HASH', 'No matching customer for the hash was found.');
  }
}

export class RecoveryHashExpiredError extends CustomerError {
  override readonly name = 'RecoveryHashExpiredError';
  constructor() {
    super(410, 'CHECKOUT__CUSTOMER_RECOVERY_HASH_EXPIRED', 'The password recovery hash is expired.');
  }
}

export class AddressNotFoundError extends CustomerError {
  override readonly name = 'AddressNotFoundError';
  constructor(addressId: string) {
    super(404, 'CHECKOUT__CUSTOMER_ADDRESS_NOT_FOUND', `Customer address with id "${addressId}" not found.`, {
      addressId,
    });
  }
}

export class AddressIsDefaultError extends CustomerError {
  override readonly name = 'AddressIsDefaultError';
  constructor(addressId: string) {
    super(
      400,
      'CHECKOUT__CUSTOMER_ADDRESS_IS_DEFAULT',
      `Customer address with id "${addressId}" is a default address and cannot be deleted.`,
      { addressId },
    );
  }
}

export class AddressIsActiveError extends CustomerError {
  override readonly name = 'AddressIsActiveError';
  constructor(addressId: string) {
    super(
      400,
      'CHECKOUT__CUSTOMER_ADDRESS_IS_ACTIVE',
      `Customer address with id "${addressId}" is an active address and cannot be deleted.`,
      { addressId },
    );
  }
}

export class UnknownPaymentMethodError extends CustomerError {
  override readonly name = 'UnknownPaymentMethodError';
  constructor(paymentMethodId: string) {
    super(
      400,
      'CHECKOUT__UNKNOWN_PAYMENT_METHOD',
      `The payment method ${paymentMethodId} could not be found.`,
      { paymentMethodId },
    );
  }
}

export class InvalidImitationTokenError extends CustomerError {
  override readonly name = 'InvalidImitationTokenError';
  constructor() {
    super(400, 'CHECKOUT__INVALID_IMITATION_TOKEN', 'The imitation token is invalid or expired.');
  }
}

export class InvalidSocialLoginCodeError extends CustomerError {
  override readonly name = 'InvalidSocialLoginCodeError';
  constructor() {
    super(400, 'SANDBOX__SOCIAL_LOGIN_CODE_INVALID', 'The social login code is invalid, used or expired.');
  }
}

/** Login throttling, as Shopware's CustomerAuthThrottledException: 429 with the seconds to wait. */
export class CustomerAuthThrottledError extends CustomerError {
  override readonly name = 'CustomerAuthThrottledError';
  override readonly headers: Record<string, string>;
  readonly waitTime: number;
  constructor(waitTime: number) {
    super(429, 'CHECKOUT__CUSTOMER_AUTH_THROTTLED', `Customer auth throttled for ${waitTime} seconds.`, {
      seconds: waitTime,
    });
    this.waitTime = waitTime;
    this.headers = { 'Retry-After': String(waitTime) };
  }
}

/** Every other limiter (recovery, newsletter, contact form), as Shopware's RateLimitExceededException. */
export class RateLimitExceededError extends CustomerError {
  override readonly name = 'RateLimitExceededError';
  override readonly headers: Record<string, string>;
  readonly waitTime: number;
  constructor(waitTime: number) {
    super(429, 'FRAMEWORK__RATE_LIMIT_EXCEEDED', `Too many requests, try again in ${waitTime} seconds.`, {
      seconds: waitTime,
    });
    this.waitTime = waitTime;
    this.headers = { 'Retry-After': String(waitTime) };
  }
}
