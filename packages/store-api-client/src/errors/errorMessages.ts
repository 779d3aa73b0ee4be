import { type ShopwareError, shopwareFailureSchema } from '../schemas/shopwareError.js';

// Symfony's NotBlank constraint code and Shopware's own alias for it.
const blankViolationCodes = new Set(['c1051bb4-d103-4f74-8988-acbcafc7fdc3', 'VIOLATION::IS_BLANK_ERROR']);

function fieldName(pointer: string | undefined): string | undefined {
  if (!pointer) return undefined;
  const segments = pointer.split('/').filter((segment) => segment !== '');
  return segments.at(-1);
}

/** Spec 8: a blank-field violation reads as the field name plus the detail ('street: This value should not be blank.'). */
export function messageOf(error: ShopwareError): string {
  const text = error.detail ?? error.title ?? error.description ?? error.code ?? 'Unknown error';
  if (error.code && blankViolationCodes.has(error.code)) {
    const field = fieldName(error.source?.pointer);
    if (field) return `${field}: ${text}`;
  }
  return text;
}

/** Spec 8: 4xx other than 408, and 500, carry the server's errors list; every other status one message. */
export function usesServerErrorList(status: number): boolean {
  return (status >= 400 && status < 500 && status !== 408) || status === 500;
}

export interface NormalisedHttpFailure {
  messages: string[];
  errors: ShopwareError[];
}

export function normaliseHttpFailure(
  status: number,
  statusText: string,
  body: string,
): NormalisedHttpFailure {
  const fallback = { messages: [statusText || `Request failed with status ${status}`], errors: [] };
  if (!usesServerErrorList(status) || body === '') return fallback;
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return fallback;
  }
  const parsed = shopwareFailureSchema.safeParse(json);
  if (!parsed.success || parsed.data.errors.length === 0) return fallback;
  return { messages: parsed.data.errors.map(messageOf), errors: parsed.data.errors };
}
