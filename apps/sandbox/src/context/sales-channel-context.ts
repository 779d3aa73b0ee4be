import type { Doc } from '../catalogue/entities/store.js';
import { contextCustomer } from '../customer/context-customer.js';
import type { SandboxDeps } from '../domain/sandbox-deps.js';
import type { ShopRequest } from '../domain/shop-request.js';

/** The SalesChannelContext as Shopware sends it for a guest (customer null until accounts exist). */
export function renderSalesChannelContext(deps: SandboxDeps, shop: ShopRequest): Doc {
  const chain = shop.languageIdChain;
  const { context } = shop;
  const country = deps.entities.render('country', context.countryId, chain);
  const language = deps.entities.render('language', shop.languageId, chain);
  const locale = (language?.translationCode ?? {}) as Doc;
  const shippingMethod = deps.entities.render('shipping_method', context.shippingMethodId, chain);
  if (shippingMethod) {
    shippingMethod.deliveryTime = deps.entities.render(
      'delivery_time',
      String(shippingMethod.deliveryTimeId),
      chain,
    );
  }
  const taxRules = deps.entities
    .renderAll('tax', chain)
    .map((tax) => ({ taxRate: tax.taxRate, name: tax.name }));
  return {
    token: context.token,
    currentCustomerGroup: { name: 'Standard customer group', displayGross: true },
    fallbackCustomerGroup: { name: 'Standard customer group', displayGross: true },
    currency: shop.currency,
    salesChannel: deps.entities.render('sales_channel', shop.salesChannel.id, chain),
    taxRules,
    customer: contextCustomer(deps, shop),
    paymentMethod: deps.entities.render('payment_method', context.paymentMethodId, chain),
    shippingMethod,
    shippingLocation: {
      apiAlias: 'cart_delivery_shipping_location',
      country,
      state: context.countryStateId
        ? deps.entities.render('country_state', context.countryStateId, chain)
        : null,
    },
    context: {
      versionId: '0fa91ce3e96a4bc2be4bd9ce752c3425',
      currencyId: context.currencyId,
      currencyFactor: shop.currencyFactor,
      currencyPrecision: 2,
      languageIdChain: chain,
      scope: 'user',
      source: { type: 'sales-channel', salesChannelId: shop.salesChannel.id },
      taxState: 'gross',
      useCache: true,
    },
    itemRounding: shop.currency.itemRounding,
    totalRounding: shop.currency.totalRounding,
    languageInfo: { name: String(language?.name ?? ''), localeCode: String(locale.code ?? '') },
    measurementSystem: { system: 'metric', units: { length: 'mm', weight: 'kg' } },
    apiAlias: 'sales_channel_context',
  };
}
