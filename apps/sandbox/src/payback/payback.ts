import type { Doc } from '../catalogue/entities/store.js';
import type { SandboxDeps, ShopRequest } from '../http/env.js';
import { isId } from '../ids.js';
import { findProductPksByIds, loadProductRows } from '../wishlist/catalogue.js';
import {
  BlockedPaybackNumberError,
  InvalidPaybackInputError,
  InvalidPaybackNumberError,
  InvalidPromotionCodeError,
  PaybackNumberMissingError,
  PromotionCodeNotFoundError,
} from './errors.js';
import {
  checkNumber,
  maskedNumber,
  multiplierOf,
  normalisedNumber,
  PAYBACK_RULES,
  PROMOTION_MULTIPLIERS,
  pointsFor,
} from './payback-rules.js';
import { findPaybackAccount, type PaybackAccount, savePaybackAccount } from './payback-store.js';

/** A logged-in customer keeps a number across sessions; a guest keeps it in the context. */
const ownerOf = (shop: ShopRequest): string =>
  shop.context.customerId ? `customer:${shop.context.customerId}` : `context:${shop.context.token}`;

const view = (account: PaybackAccount): Doc => ({
  success: true,
  paybackNumber: account.number ? maskedNumber(account.number) : null,
  promotionCodes: account.promotionCodes,
  apiAlias: 'payback_account',
});

function save(deps: SandboxDeps, account: PaybackAccount): Doc {
  savePaybackAccount(deps, account, new Date(deps.now()).toISOString());
  return view(account);
}

/** POST /payback/calculation: points per product of a `{ productId: quantity }` map, and their sum. */
export function calculatePoints(deps: SandboxDeps, shop: ShopRequest, products: unknown): Doc {
  if (products === null || typeof products !== 'object' || Array.isArray(products))
    throw new InvalidPaybackInputError('/products', 'products must map product ids to quantities.');
  const entries = Object.entries(products as Record<string, unknown>);
  if (entries.length > PAYBACK_RULES.maxProducts)
    throw new InvalidPaybackInputError('/products', `At most ${PAYBACK_RULES.maxProducts} products.`);
  for (const [id, quantity] of entries) {
    if (
      !isId(id) ||
      !Number.isInteger(quantity) ||
      Number(quantity) < 1 ||
      Number(quantity) > PAYBACK_RULES.maxQuantity
    )
      throw new InvalidPaybackInputError(
        `/products/${id.slice(0, 64)}`,
        'Each quantity must be a whole number from 1 to 999.',
      );
  }
  const rows = loadProductRows(
    deps,
    shop,
    findProductPksByIds(
      deps,
      entries.map(([id]) => id),
    ),
  );
  const multiplier = multiplierOf(findPaybackAccount(deps, ownerOf(shop)).promotionCodes);
  const points: Record<string, number> = {};
  for (const row of rows) {
    const quantity = Number((products as Record<string, number>)[row.id]);
    points[row.id] = pointsFor(row.price * shop.currencyFactor, quantity, multiplier);
  }
  return {
    points,
    totalPoints: Object.values(points).reduce((sum, value) => sum + value, 0),
    multiplier,
    apiAlias: 'payback_calculation',
  };
}

/** POST /payback/number: a valid number is kept for the shopper; 400 for a bad checksum, 403 for a blocked card. */
export function addNumber(deps: SandboxDeps, shop: ShopRequest, input: unknown): Doc {
  const digits = normalisedNumber(input);
  const check = checkNumber(digits);
  if (check === 'blocked') throw new BlockedPaybackNumberError();
  if (check === 'invalid' || digits === undefined) throw new InvalidPaybackNumberError();
  return save(deps, { ...findPaybackAccount(deps, ownerOf(shop)), number: digits });
}

/** DELETE /payback/number: forgets the number and its promotion codes. */
export function removeNumber(deps: SandboxDeps, shop: ShopRequest): Doc {
  return save(deps, { ...findPaybackAccount(deps, ownerOf(shop)), number: null, promotionCodes: [] });
}

const codeOf = (input: unknown): string => {
  if (typeof input !== 'string' || input.trim() === '' || input.length > 40)
    throw new InvalidPromotionCodeError('The promotion code is missing.');
  return input.trim().toUpperCase();
};

/** POST /payback/promotion-code: a known code (PBX5, PBX10, PBX20), once, after a number, at most three. */
export function addPromotionCode(deps: SandboxDeps, shop: ShopRequest, input: unknown): Doc {
  const code = codeOf(input);
  const account = findPaybackAccount(deps, ownerOf(shop));
  if (!account.number) throw new PaybackNumberMissingError();
  if (PROMOTION_MULTIPLIERS[code] === undefined)
    throw new InvalidPromotionCodeError('The promotion code is unknown.');
  if (account.promotionCodes.includes(code))
    throw new InvalidPromotionCodeError('The promotion code is added already.');
  if (account.promotionCodes.length >= PAYBACK_RULES.maxPromotionCodes)
    throw new InvalidPromotionCodeError(`At most ${PAYBACK_RULES.maxPromotionCodes} promotion codes.`);
  return save(deps, { ...account, promotionCodes: [...account.promotionCodes, code] });
}

/** DELETE /payback/promotion-code: removes an added code; 404 for one that is not added. */
export function removePromotionCode(deps: SandboxDeps, shop: ShopRequest, input: unknown): Doc {
  const code = codeOf(input);
  const account = findPaybackAccount(deps, ownerOf(shop));
  if (!account.promotionCodes.includes(code)) throw new PromotionCodeNotFoundError();
  return save(deps, { ...account, promotionCodes: account.promotionCodes.filter((added) => added !== code) });
}

/** POST /payback/scrid: the click id of a loyalty link (spec 2.3: any page's `scrid` parameter). */
export function recordScrid(deps: SandboxDeps, shop: ShopRequest, input: unknown): Doc {
  if (typeof input !== 'string' || !/^[A-Za-z0-9_-]{1,128}$/.test(input))
    throw new InvalidPaybackInputError('/scrid', 'scrid must be 1 to 128 letters, digits, _ or -.');
  return save(deps, { ...findPaybackAccount(deps, ownerOf(shop)), scrid: input });
}
