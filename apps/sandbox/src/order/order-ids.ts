import { InvalidParameterError } from '../errors.js';

/**
 * An id parameter of an order route: a string is required (Shopware's RoutingException::invalidRequestParameter
 * otherwise); a string that is no id simply matches nothing, so it is answered like an unknown id.
 */
export function requiredIdParameter(body: Record<string, unknown>, name: string): string {
  const value = body[name];
  if (typeof value !== 'string' || value === '')
    throw new InvalidParameterError(
      'FRAMEWORK__INVALID_REQUEST_PARAMETER',
      `The parameter "${name}" is invalid.`,
      `/${name}`,
    );
  return value.toLowerCase();
}
