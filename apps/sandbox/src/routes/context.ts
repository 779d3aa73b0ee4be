import type { Hono } from 'hono';
import { renderSalesChannelContext } from '../context/sales-channel-context.js';
import type { ContextPatch } from '../context/store.js';
import type { SandboxDeps } from '../domain/sandbox-deps.js';
import type { ShopRequest } from '../domain/shop-request.js';
import { InvalidParameterError } from '../errors.js';
import { readJsonObject } from '../http/body.js';
import type { AppEnv } from '../http/env.js';
import { isId } from '../ids.js';

const PATCHABLE = {
  languageId: 'language',
  currencyId: 'currency',
  countryId: 'country',
  countryStateId: 'country_state',
  shippingMethodId: 'shipping_method',
  paymentMethodId: 'payment_method',
} as const;

type PatchableField = keyof typeof PATCHABLE;

function availableIn(deps: SandboxDeps, shop: ShopRequest, field: PatchableField, id: string): boolean {
  const entity = deps.entities.get(PATCHABLE[field], id);
  if (!entity) return false;
  const marketCode = String(shop.salesChannel.doc._code);
  switch (field) {
    case 'languageId':
      return (shop.salesChannel.doc._languageIds as string[]).includes(id);
    case 'shippingMethodId':
    case 'paymentMethodId':
      return (entity.doc._marketIsos as string[]).includes(marketCode);
    case 'countryStateId':
      return entity.doc.countryId === shop.context.countryId;
    default:
      return true;
  }
}

export function registerContextRoutes(api: Hono<AppEnv>, deps: SandboxDeps): void {
  api.get('/context', (c) => c.json(renderSalesChannelContext(deps, c.get('shop'))));

  api.patch('/context', async (c) => {
    const body = await readJsonObject(c);
    const shop = c.get('shop');
    const patch: ContextPatch = {};
    for (const field of Object.keys(PATCHABLE) as PatchableField[]) {
      const value = body[field];
      if (value === undefined) continue;
      if (!isId(value)) {
        throw new InvalidParameterError(
          'VIOLATION::INVALID_UUID_ERROR',
          'This is not a valid UUID.',
          `/${field}`,
        );
      }
      if (!availableIn(deps, shop, field, value)) {
        throw new InvalidParameterError(
          'VIOLATION::ENTITY_DOES_NOT_EXISTS',
          `The ${PATCHABLE[field].replace('_', ' ')} with the id "${value}" does not exist or is not available.`,
          `/${field}`,
        );
      }
      patch[field] = value;
    }
    if (patch.countryId && patch.countryId !== shop.context.countryId && !patch.countryStateId) {
      patch.countryStateId = null;
    }
    for (const field of ['billingAddressId', 'shippingAddressId'] as const) {
      if (body[field] !== undefined) {
        throw new InvalidParameterError(
          'CHECKOUT__CUSTOMER_NOT_LOGGED_IN',
          'Customer is not logged in.',
          `/${field}`,
        );
      }
    }
    const next = deps.contexts.update(shop.context, patch);
    c.set('shop', { ...shop, context: next });
    return c.json({ contextToken: next.token, apiAlias: 'array_struct' });
  });
}
