import { StoreApiError } from '../errors.js';

export class InvalidPaybackNumberError extends StoreApiError {
  override readonly name = 'InvalidPaybackNumberError';
  constructor() {
    super(400, 'PAYBACK__INVALID_NUMBER', 'The PAYBACK number is invalid.', {
      source: { pointer: '/paybackNumber' },
    });
  }
}

export class BlockedPaybackNumberError extends StoreApiError {
  override readonly name = 'BlockedPaybackNumberError';
  constructor() {
    super(403, 'PAYBACK__NUMBER_BLOCKED', 'The PAYBACK number is blocked.', {
      source: { pointer: '/paybackNumber' },
    });
  }
}

export class PaybackNumberMissingError extends StoreApiError {
  override readonly name = 'PaybackNumberMissingError';
  constructor() {
    super(400, 'PAYBACK__NUMBER_MISSING', 'Add a PAYBACK number before a promotion code.');
  }
}

export class InvalidPromotionCodeError extends StoreApiError {
  override readonly name = 'InvalidPromotionCodeError';
  constructor(reason: string) {
    super(400, 'PAYBACK__PROMOTION_CODE_INVALID', reason, { source: { pointer: '/code' } });
  }
}

export class PromotionCodeNotFoundError extends StoreApiError {
  override readonly name = 'PromotionCodeNotFoundError';
  constructor() {
    super(404, 'PAYBACK__PROMOTION_CODE_NOT_FOUND', 'The promotion code is not added.', {
      source: { pointer: '/code' },
    });
  }
}

export class InvalidPaybackInputError extends StoreApiError {
  override readonly name = 'InvalidPaybackInputError';
  constructor(pointer: string, detail: string) {
    super(400, 'PAYBACK__INVALID_INPUT', detail, { source: { pointer } });
  }
}
