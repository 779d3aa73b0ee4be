import { ConstraintViolationError, type Violation } from '../customer/errors.js';

/** The body of `POST /checkout/order` (Shopware's RequestDataBag keys that CartOrderRoute reads). */
export interface PlaceOrderInput {
  customerComment: string | null;
  affiliateCode: string | null;
  campaignCode: string | null;
  /** The cart hash the client read; an order on a cart that changed since is refused. */
  hash: string | null;
}

const MAX_TEXT = 2_000;

function optionalText(
  body: Record<string, unknown>,
  key: keyof PlaceOrderInput,
  violations: Violation[],
): string | null {
  const value = body[key];
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string' || value.length > MAX_TEXT) {
    violations.push({
      code: 'VIOLATION::TYPE_ERROR',
      message: `This value should be a text of at most ${MAX_TEXT} characters.`,
      pointer: `/${key}`,
      parameters: { '{{ type }}': 'string' },
    });
    return null;
  }
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/** Reads the order body; a field of the wrong type is a 400 pointing at it, and nothing is placed. */
export function readPlaceOrderInput(body: Record<string, unknown>): PlaceOrderInput {
  const violations: Violation[] = [];
  const input: PlaceOrderInput = {
    customerComment: optionalText(body, 'customerComment', violations),
    affiliateCode: optionalText(body, 'affiliateCode', violations),
    campaignCode: optionalText(body, 'campaignCode', violations),
    hash: optionalText(body, 'hash', violations),
  };
  if (violations.length) throw new ConstraintViolationError(violations);
  // Shopware reads the hash with getAlnum: anything but letters and digits is dropped.
  if (input.hash !== null) input.hash = input.hash.replace(/[^a-zA-Z0-9]/g, '') || null;
  return input;
}
