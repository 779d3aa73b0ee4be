import { lineQuantityError, lineQuantityProblem, lineQuantityRules } from '../cart/lineQuantity.js';
import { cartResultOf } from '../cartResult.js';
import type { CartLinesUpdateFunction } from './cartLinesUpdate.js';
import { cartLinesUpdateDefault } from './cartLinesUpdate.js';
import type { CartOperationOptions } from './cartOperationOptions.js';

/**
 * PATCH /store-api/checkout/cart/line-item, but only with quantities each line's `quantityInformation` allows.
 * Shopware itself moves an off-step quantity onto its steps (and says so); a shopper who typed 5 for a pack of
 * three gets told instead, and the cart stays as it was: the answer is the current cart with one error per refused
 * line (data, not an exception). Costs a cart read before the change; a replacement for the handler's `updateLines`.
 */
export function cartLinesUpdateCheckedDefault(options: CartOperationOptions): CartLinesUpdateFunction {
  const update = cartLinesUpdateDefault(options);
  return async (lines, callOptions) => {
    const current = cartResultOf(await options.client.cart.readCart(callOptions));
    const refused = lines.flatMap((line) => {
      const item = current.cart.lineItems?.find((candidate) => candidate.id === line.id);
      if (item === undefined || item.type !== 'product') return [];
      const rules = lineQuantityRules(item);
      const problem = lineQuantityProblem(rules, Number(line.quantity));
      return problem === undefined ? [] : [lineQuantityError(line.id, rules, problem)];
    });
    if (refused.length > 0) return { cart: current.cart, errors: refused };
    return update(lines, callOptions);
  };
}
