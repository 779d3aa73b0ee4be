import { InvalidParameterError } from '../errors.js';
import { isId } from '../ids.js';

/**
 * An id parameter of an order route: a missing one is Shopware's RoutingException::invalidRequestParameter, one
 * that is no id the DAL's InvalidUuidException (both 400, pointing at the field).
 */
export function requiredIdParameter(body: Record<string, unknown>, name: string): string {
  const value = body[name];
  if (typeof value !== 'string' || value === '')
    throw new InvalidParameterError(
      'FRAMEWORK__INVALID_REQUEST_PARAMETER',
      `The parameter "${name}" is invalid.`,
      `/${name}`,
    );
  const id = value.toLowerCase();
  if (!isId(id))
    throw new InvalidParameterError(
      'FRAMEWORK__INVALID_UUID',
      `Value "${value.slice(0, 64)}" is not a valid uuid.`,
      `/${name}`,
    );
  return id;
}
