import type { SandboxDeps } from '../domain/sandbox-deps.js';
import type { ShopRequest } from '../domain/shop-request.js';
import { InvalidParameterError, StoreApiError } from '../errors.js';
import { isId } from '../ids.js';
import type { ContextPatch } from './store.js';

/** The fields of PATCH /context with the entity each names and the words of spec 5's error. */
const FIELDS = {
  languageId: { entity: 'language', words: 'language' },
  currencyId: { entity: 'currency', words: 'currency' },
  countryId: { entity: 'country', words: 'country' },
  countryStateId: { entity: 'country_state', words: 'country state' },
  shippingMethodId: { entity: 'shipping_method', words: 'shipping method' },
  paymentMethodId: { entity: 'payment_method', words: 'payment method' },
  billingAddressId: { entity: 'customer_address', words: 'address' },
  shippingAddressId: { entity: 'customer_address', words: 'address' },
} as const;

type Field = keyof typeof FIELDS;

export interface ContextSwitch {
  patch: ContextPatch;
  addresses: { billingAddressId?: string; shippingAddressId?: string };
}

/** Shopware's CartException::customerNotLoggedIn, for address ids without a logged-in customer. */
export class CustomerNotLoggedInError extends StoreApiError {
  override readonly name = 'CustomerNotLoggedInError';
  constructor() {
    super(403, 'CHECKOUT__CUSTOMER_NOT_LOGGED_IN', 'Customer is not logged in.');
  }
}

const notAvailable = (field: Field, id: string) =>
  new InvalidParameterError(
    'VIOLATION::ENTITY_DOES_NOT_EXISTS',
    `The ${FIELDS[field].entity.replace('_', ' ')} with the id "${id}" does not exist or is not available.`,
    `/${field}`,
  );

/** Whether the customer address table of the accounts work exists, with the columns an ownership check needs. */
function addressTableOf(deps: SandboxDeps): boolean {
  const columns = deps.db.prepare("SELECT name FROM pragma_table_info('customer_address')").pluck().all();
  return columns.includes('id') && columns.includes('customer_id');
}

function availableIn(
  deps: SandboxDeps,
  shop: ShopRequest,
  field: Field,
  id: string,
  countryId: string,
): boolean {
  const { entity } = FIELDS[field];
  if (entity === 'customer_address') {
    return (
      deps.db
        .prepare('SELECT 1 FROM customer_address WHERE id = ? AND customer_id = ?')
        .pluck()
        .get(id, shop.context.customerId) !== undefined
    );
  }
  const stored = deps.entities.get(entity, id);
  if (!stored) return false;
  const marketCode = String(shop.salesChannel.doc._code);
  switch (field) {
    case 'languageId':
      return (shop.salesChannel.doc._languageIds as string[]).includes(id);
    case 'shippingMethodId':
    case 'paymentMethodId':
      return (stored.doc._marketIsos as string[]).includes(marketCode);
    case 'countryStateId':
      return stored.doc.countryId === countryId;
    default:
      return true;
  }
}

/**
 * Reads and checks a context switch. A field sent empty is spec 5's "You need to provide ... id"; an id that is
 * not a uuid, unknown or not offered in the market is Shopware's validation error; address ids need a logged-in
 * customer who owns the address.
 */
export function readContextSwitch(
  deps: SandboxDeps,
  shop: ShopRequest,
  body: Record<string, unknown>,
): ContextSwitch {
  const values = new Map<Field, string>();
  for (const field of Object.keys(FIELDS) as Field[]) {
    const value = body[field];
    if (value === undefined) continue;
    if (value === null || value === '') {
      const { words } = FIELDS[field];
      throw new InvalidParameterError(
        'VIOLATION::IS_BLANK_ERROR',
        `You need to provide ${words} id in order to set ${words}.`,
        `/${field}`,
      );
    }
    if (!isId(value))
      throw new InvalidParameterError(
        'VIOLATION::INVALID_UUID_ERROR',
        'This is not a valid UUID.',
        `/${field}`,
      );
    values.set(field, value);
  }
  const addressFields = (['billingAddressId', 'shippingAddressId'] as const).filter((field) =>
    values.has(field),
  );
  if (addressFields.length > 0) {
    if (shop.context.customerId === null) throw new CustomerNotLoggedInError();
    if (!addressTableOf(deps)) {
      throw new InvalidParameterError(
        'VIOLATION::ENTITY_DOES_NOT_EXISTS',
        'Customer addresses are not available in this sandbox.',
        `/${addressFields[0]}`,
      );
    }
  }
  const countryId = values.get('countryId') ?? shop.context.countryId;
  const patch: ContextPatch = {};
  const addresses: ContextSwitch['addresses'] = {};
  for (const [field, id] of values) {
    if (!availableIn(deps, shop, field, id, countryId)) throw notAvailable(field, id);
    if (field === 'billingAddressId' || field === 'shippingAddressId') addresses[field] = id;
    else patch[field] = id;
  }
  // A new country drops the state of the old one unless the switch names a state of the new country.
  if (patch.countryId && patch.countryId !== shop.context.countryId && !patch.countryStateId)
    patch.countryStateId = null;
  return { patch, addresses };
}
