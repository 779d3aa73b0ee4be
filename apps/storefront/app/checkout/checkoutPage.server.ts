import { hasDownloadItem, isVirtualCart } from '@beautyshop/cart-core';
import type { Cart, CustomerAddress, LineItem, SalesChannelContext } from '@beautyshop/store-api-client';
import { cartErrorsOf } from '@beautyshop/store-api-client';
import {
  type AddressFormCountry,
  addressValuesOf,
  type DeliveryOption,
  type DeliveryTime,
  deliveryWindowOf,
  type SummaryItem,
} from '@beautyshop/ui';
import { addressFormCountriesOf } from '../account/addressFormCountries';
import { localeMessages } from '../i18n/messages.server';
import { productsOfLines } from '../loyalty/paybackBasket';
import { paybackPointsFor } from '../loyalty/paybackPoints.server';
import type { RequestStoreApi } from '../server/storeApi.server';
import { trackedCartLines } from '../tracking/trackedItems';
import { lineImageOf } from '../views/lineImage';
import { totalRoundingOf } from '../views/totalRounding';
import { translatedName } from '../views/translatedName';
import { cartKeyOf } from './cartKey';
import { checkoutCartMessages } from './checkoutCartMessages';
import type { CheckoutView, RedeemedCode, SavedAddress } from './checkoutView';

const DELIVERY_UNITS: readonly DeliveryTime['unit'][] = ['hour', 'day', 'week', 'month', 'year'];

function deliveryTimeOf(
  time: { min: number; max: number; unit: string } | null | undefined,
): DeliveryTime | undefined {
  if (!time) return undefined;
  const unit = DELIVERY_UNITS.find((candidate) => candidate === time.unit);
  return unit && { min: time.min, max: time.max, unit };
}

export function savedAddressOf(
  address: CustomerAddress,
  countries: readonly AddressFormCountry[],
): SavedAddress {
  const country = countries.find((candidate) => candidate.id === address.countryId);
  const state = country?.states.find((candidate) => candidate.id === address.countryStateId);
  return {
    id: address.id,
    lines: [
      `${address.firstName} ${address.lastName}`,
      address.street,
      ...(address.additionalAddressLine1 ? [address.additionalAddressLine1] : []),
      `${address.zipcode ?? ''} ${address.city}`.trim(),
      [state?.name, country?.name ?? address.country?.name].filter(Boolean).join(', '),
    ].filter((line) => line !== ''),
    values: addressValuesOf(address),
  };
}

const isCode = (item: LineItem) => item.type === 'promotion' || item.type === 'voucherCard';

/** A code's line: its name, and the code unless the name is the code itself (a gift card is named by its code). */
function codeLineOf(item: LineItem): { name: string; code: string | undefined } {
  const name = item.label ?? item.referencedId ?? item.id;
  const code = item.referencedId;
  return { name, code: code && code.toUpperCase() !== name.toUpperCase() ? code : undefined };
}

function summaryItemOf(item: LineItem): SummaryItem {
  const line = {
    id: item.id,
    totalPrice: item.price?.totalPrice ?? 0,
    image: lineImageOf(item.cover),
  };
  if (!isCode(item))
    return { ...line, label: item.label ?? item.referencedId ?? item.id, quantity: item.quantity ?? 1 };
  // A code is not a counted item: no quantity (free shipping's line is worth 0 among the goods).
  const { name, code } = codeLineOf(item);
  return { ...line, label: name, detail: code };
}

function codesOf(cart: Cart): RedeemedCode[] {
  return (cart.lineItems ?? []).filter(isCode).map((item) => {
    const { name, code } = codeLineOf(item);
    return {
      lineItemId: item.id,
      label: code ? `${name} (${code})` : name,
      kind: item.type === 'voucherCard' ? 'voucherCard' : 'promotion',
    };
  });
}

/** The customer of the context: a registered customer (not a guest, with an id) or a guest (spec 4). */
function customerOf(
  context: SalesChannelContext,
  countries: readonly AddressFormCountry[],
): CheckoutView['customer'] {
  const customer = context.customer;
  if (!customer?.id) return { kind: 'anonymous' };
  return {
    kind: customer.guest ? 'guest' : 'registered',
    email: customer.email,
    billingAddress: savedAddressOf(customer.activeBillingAddress, countries),
    shippingAddress: savedAddressOf(customer.activeShippingAddress, countries),
  };
}

/** Reads what the checkout shows, in one round of parallel Store API calls (plus the addresses once signed in). */
export async function loadCheckout(
  storeApi: RequestStoreApi,
  now: Date,
  contextToken?: string,
): Promise<CheckoutView> {
  const { client, locale } = storeApi;
  const [context, cart, rawCountries, salutations, shippingMethods, paymentMethods] = await Promise.all([
    client.context.readContext(),
    client.cart.readCart(),
    client.context.readCountries({ associations: { states: {} } }),
    client.context.readSalutations(),
    client.context.readShippingMethods({ associations: { deliveryTime: {} } }),
    client.context.readPaymentMethods({ onlyAvailable: true }),
  ]);
  const countries = addressFormCountriesOf(rawCountries, locale.tag);
  const customer = customerOf(context, countries);
  const savedAddresses =
    customer.kind === 'registered'
      ? (await client.addresses.listAddresses()).map((address) => savedAddressOf(address, countries))
      : [];
  const shippingCosts = cart.deliveries?.[0]?.shippingCosts?.totalPrice;
  const deliveryOptions: DeliveryOption[] = shippingMethods
    .toSorted((a, b) => (a.position ?? 0) - (b.position ?? 0))
    .map((method) => {
      const deliveryTime = deliveryTimeOf(method.deliveryTime);
      return {
        id: method.id,
        name: translatedName(method),
        description: method.description ?? undefined,
        // The Store API prices only the chosen method (the cart's delivery); the others show their date.
        price: method.id === context.shippingMethod?.id ? shippingCosts : undefined,
        deliveryWindow: deliveryTime && deliveryWindowOf(deliveryTime, now),
      };
    });
  const items = cart.lineItems ?? [];
  const virtual = isVirtualCart(cart);
  // Spec 7.1: the points of the order for this shopper (their promotion codes count); unknown leaves them out.
  const paybackPoints = await paybackPointsFor(
    client,
    { market: locale.market, contextToken },
    productsOfLines(items),
  );
  return {
    currency: context.currency?.isoCode ?? locale.currency,
    locale: locale.tag,
    customer,
    savedAddresses,
    defaultCountryId: context.salesChannel.countryId,
    countries,
    // 'Not specified' is the form's empty choice already (as on the account's forms), not a second option.
    salutations: salutations
      .filter((salutation) => salutation.salutationKey !== 'not_specified')
      .map((salutation) => ({ id: salutation.id, name: salutation.displayName })),
    shippingMethods: deliveryOptions,
    shippingMethodId: context.shippingMethod?.id,
    paymentMethods: paymentMethods
      .toSorted((a, b) => (a.position ?? 0) - (b.position ?? 0))
      .map((method) => ({
        id: method.id,
        name: translatedName(method),
        description: method.description ?? undefined,
        redirects: method.asynchronous ?? false,
      })),
    paymentMethodId: context.paymentMethod?.id,
    items: items.map(summaryItemOf),
    codes: codesOf(cart),
    totals: {
      subtotal: cart.price.positionPrice,
      // Digital content only: nothing is delivered, so the summary has no delivery row.
      shipping: virtual ? undefined : (shippingCosts ?? 0),
      total: cart.price.totalPrice,
      rounding: totalRoundingOf(cart.price),
    },
    cartMessages: checkoutCartMessages(cartErrorsOf(cart), localeMessages(locale.locale)),
    cartKey: cartKeyOf(cart, context),
    virtual,
    revocationRequired: hasDownloadItem(cart),
    trackedItems: trackedCartLines(items),
    ...(paybackPoints === undefined ? {} : { paybackPoints }),
  };
}
