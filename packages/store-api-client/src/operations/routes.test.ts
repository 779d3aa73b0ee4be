import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor } from '../test/clientFor.js';
import { cartFixture } from '../test/fixtures/cart.js';
import { categoryFixture, navigationFixture } from '../test/fixtures/category.js';
import { contextFixture } from '../test/fixtures/context.js';
import { addressFixture, customerFixture } from '../test/fixtures/customer.js';
import { listingFixture } from '../test/fixtures/listing.js';
import {
  countryListFixture,
  crossSellingListFixture,
  languageListFixture,
  paymentMethodListFixture,
  salutationListFixture,
  shippingMethodListFixture,
} from '../test/fixtures/lists.js';
import { orderFixture, orderListFixture, orderReturnFixture } from '../test/fixtures/order.js';
import { productFixture } from '../test/fixtures/product.js';
import { sendJson, startTestServer, type TestServer } from '../test/testServer.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Client = ReturnType<typeof clientFor>;
interface Route {
  name: string;
  call: (client: Client) => Promise<unknown>;
  method: string;
  url: string;
  body?: unknown;
  answer?: unknown;
  status?: number;
}

const product = productFixture(1);
const productList = { entity: 'product', total: 1, elements: [product] };
const ok = { success: true };

// Spec 7.1 and 7.2: every route the shop calls, with its method, path and payload.
const routes: Route[] = [
  {
    name: 'readCategories',
    call: (c) => c.catalogue.readCategories({ limit: 5 }),
    method: 'POST',
    url: '/store-api/category',
    body: { limit: 5 },
    answer: { elements: [categoryFixture('Skincare')] },
  },
  {
    name: 'readCategory',
    call: (c) => c.catalogue.readCategory('cat-1'),
    method: 'POST',
    url: '/store-api/category/cat-1',
    body: {},
    answer: categoryFixture('Skincare'),
  },
  {
    name: 'readCategory (GET)',
    call: (c) => c.catalogue.readCategory('cat-1', undefined, { method: 'get' }),
    method: 'GET',
    url: '/store-api/category/cat-1',
    answer: categoryFixture('Skincare'),
  },
  {
    name: 'readLandingPage',
    call: (c) => c.catalogue.readLandingPage('lp-1'),
    method: 'POST',
    url: '/store-api/landing-page/lp-1',
    body: {},
    answer: { id: 'lp-1', name: 'Spring', url: 'spring', apiAlias: 'landing_page' },
  },
  {
    name: 'readProductListing',
    call: (c) => c.catalogue.readProductListing('cat-1', { page: 1 }),
    method: 'POST',
    url: '/store-api/product-listing/cat-1',
    body: { page: 1, limit: 10 },
    answer: listingFixture(1),
  },
  {
    name: 'searchProducts',
    call: (c) => c.catalogue.searchProducts('serum'),
    method: 'POST',
    url: '/store-api/search?search=serum',
    body: { limit: 10, search: 'serum' },
    answer: listingFixture(1),
  },
  {
    name: 'readProducts',
    call: (c) => c.catalogue.readProducts({ limit: 1 }),
    method: 'POST',
    url: '/store-api/product',
    body: { limit: 1 },
    answer: productList,
  },
  {
    name: 'readProductsByNumber (one)',
    call: (c) => c.catalogue.readProductsByNumber(['BS-10001'], { associations: { manufacturer: {} } }),
    method: 'POST',
    url: '/store-api/product',
    body: {
      limit: 1,
      associations: { manufacturer: {} },
      filter: [{ type: 'equals', field: 'productNumber', value: 'BS-10001' }],
    },
    answer: productList,
  },
  {
    name: 'readProductsByNumber (several)',
    call: (c) => c.catalogue.readProductsByNumber(['A', 'B']),
    method: 'POST',
    url: '/store-api/product',
    body: {
      limit: 2,
      filter: [
        {
          type: 'multi',
          operator: 'or',
          queries: [
            { type: 'equals', field: 'productNumber', value: 'A' },
            { type: 'equals', field: 'productNumber', value: 'B' },
          ],
        },
      ],
    },
    answer: productList,
  },
  {
    // Spec 9: the multi-product limit, 16 by default; each number is asked for once, the first ones named win.
    name: 'readProductsByNumber (past the multi-product limit of 16)',
    call: (c) => c.catalogue.readProductsByNumber(['N0', ...Array.from({ length: 20 }, (_, i) => `N${i}`)]),
    method: 'POST',
    url: '/store-api/product',
    body: {
      limit: 16,
      filter: [
        {
          type: 'multi',
          operator: 'or',
          queries: Array.from({ length: 16 }, (_, i) => ({
            type: 'equals',
            field: 'productNumber',
            value: `N${i}`,
          })),
        },
      ],
    },
    answer: productList,
  },
  {
    name: 'readProduct with narrowed includes',
    call: (c) => c.catalogue.readProduct('p-1', { includes: { product: ['name', 'cover'] } }),
    method: 'POST',
    url: '/store-api/product/p-1',
    body: {
      includes: {
        product: [
          'name',
          'cover',
          'id',
          'apiAlias',
          'productNumber',
          'translated',
          'stock',
          'calculatedPrice',
          'calculatedPrices',
        ],
      },
    },
    answer: { product },
  },
  {
    name: 'readProductReviews',
    call: (c) => c.catalogue.readProductReviews('p-1'),
    method: 'POST',
    url: '/store-api/product/p-1/reviews',
    body: {},
    answer: { elements: [] },
  },
  {
    name: 'addProductReview',
    call: (c) =>
      c.catalogue.addProductReview('p-1', { title: 'Lovely', content: 'Soft skin all day long.', points: 5 }),
    method: 'POST',
    url: '/store-api/product/p-1/review',
    body: { title: 'Lovely', content: 'Soft skin all day long.', points: 5 },
    status: 204,
  },
  {
    name: 'readCrossSellings',
    call: (c) => c.catalogue.readCrossSellings('p-1'),
    method: 'POST',
    url: '/store-api/product/p-1/cross-selling',
    body: {},
    answer: crossSellingListFixture(),
  },
  {
    name: 'readBundleDetails',
    call: (c) => c.catalogue.readBundleDetails('p-1', { associations: { products: {} } }),
    method: 'POST',
    url: '/store-api/product/p-1/bundle-details',
    body: { associations: { products: {} } },
    answer: { bundle: { steps: [] } },
  },
  {
    name: 'readNavigation',
    call: (c) => c.catalogue.readNavigation('main-navigation', 'main-navigation', { depth: 3 }),
    method: 'POST',
    url: '/store-api/navigation/main-navigation/main-navigation',
    body: { depth: 3, buildTree: true },
    answer: navigationFixture(),
  },
  {
    name: 'readConfig',
    call: (c) => c.context.readConfig('de-de'),
    method: 'GET',
    url: '/store-api/config?locale=de-de',
    answer: { error404PageCtfId: 'entry-404' },
  },
  {
    name: 'register',
    call: (c) =>
      c.account.register({ email: 'a@example.com', firstName: 'A', lastName: 'B', billingAddress: {} }),
    method: 'POST',
    url: '/store-api/account/register',
    body: {
      storefrontUrl: 'SERVER',
      email: 'a@example.com',
      firstName: 'A',
      lastName: 'B',
      billingAddress: {},
    },
    answer: customerFixture(),
  },
  {
    name: 'login',
    call: (c) => c.account.login({ username: 'a@example.com', password: 'pw' }),
    method: 'POST',
    url: '/store-api/account/login',
    body: { username: 'a@example.com', password: 'pw' },
    answer: { contextToken: 'new' },
  },
  {
    name: 'logout',
    call: (c) => c.account.logout(),
    method: 'POST',
    url: '/store-api/account/logout',
    body: {},
    answer: { contextToken: 'guest' },
  },
  {
    name: 'readCustomer',
    call: (c) => c.account.readCustomer(),
    method: 'POST',
    url: '/store-api/account/customer',
    body: {},
    answer: customerFixture(),
  },
  {
    name: 'changeProfile',
    call: (c) => c.account.changeProfile({ firstName: 'Anna' }),
    method: 'POST',
    url: '/store-api/account/change-profile',
    body: { firstName: 'Anna' },
    answer: ok,
  },
  {
    name: 'changeEmail',
    call: (c) =>
      c.account.changeEmail({ email: 'n@example.com', emailConfirmation: 'n@example.com', password: 'pw' }),
    method: 'POST',
    url: '/store-api/account/change-email',
    body: { email: 'n@example.com', emailConfirmation: 'n@example.com', password: 'pw' },
    answer: ok,
  },
  {
    name: 'changePassword',
    call: (c) => c.account.changePassword({ password: 'a', newPassword: 'b', newPasswordConfirm: 'b' }),
    method: 'POST',
    url: '/store-api/account/change-password',
    body: { password: 'a', newPassword: 'b', newPasswordConfirm: 'b' },
    answer: ok,
  },
  {
    name: 'requestPasswordRecovery (storefront URL defaults to the endpoint)',
    call: (c) => c.account.requestPasswordRecovery({ email: 'a@example.com' }),
    method: 'POST',
    url: '/store-api/account/recovery-password',
    body: { email: 'a@example.com', storefrontUrl: 'SERVER' },
    answer: ok,
  },
  {
    name: 'confirmPasswordRecovery',
    call: (c) => c.account.confirmPasswordRecovery({ hash: 'h', newPassword: 'b', newPasswordConfirm: 'b' }),
    method: 'POST',
    url: '/store-api/account/recovery-password-confirm',
    body: { hash: 'h', newPassword: 'b', newPasswordConfirm: 'b' },
    answer: ok,
  },
  {
    name: 'confirmRegistration',
    call: (c) => c.account.confirmRegistration({ hash: 'h', em: 'e' }),
    method: 'POST',
    url: '/store-api/account/register-confirm',
    body: { hash: 'h', em: 'e' },
    answer: customerFixture(),
  },
  {
    name: 'imitateCustomer',
    call: (c) => c.account.imitateCustomer({ token: 't', customerId: 'c-1', userId: 'u-1' }),
    method: 'POST',
    url: '/store-api/account/login/imitate-customer',
    body: { token: 't', customerId: 'c-1', userId: 'u-1' },
    answer: { contextToken: 'ctx-imitated' },
  },
  {
    name: 'socialLoginReturn',
    call: (c) => c.account.socialLoginReturn({ provider: 'sandbox-id', code: 'code-1' }),
    method: 'POST',
    url: '/store-api/account/social-login/sandbox-id/return',
    body: { code: 'code-1' },
    answer: { contextToken: 'ctx-social' },
  },
  {
    name: 'isRecoveryHashExpired',
    call: (c) => c.account.isRecoveryHashExpired('h'),
    method: 'POST',
    url: '/store-api/account/customer-recovery-is-expired',
    body: { hash: 'h' },
    answer: { isExpired: false },
  },
  {
    name: 'changeDefaultPaymentMethod',
    call: (c) => c.account.changeDefaultPaymentMethod('pm-1'),
    method: 'POST',
    url: '/store-api/account/change-payment-method/pm-1',
    body: {},
    answer: ok,
  },
  {
    name: 'listAddresses',
    call: (c) => c.addresses.listAddresses(),
    method: 'POST',
    url: '/store-api/account/list-address',
    body: {},
    answer: { elements: [addressFixture()] },
  },
  {
    name: 'createAddress',
    call: (c) =>
      c.addresses.createAddress({ firstName: 'A', lastName: 'B', street: 'S 1', city: 'C', countryId: 'de' }),
    method: 'POST',
    url: '/store-api/account/address',
    body: { firstName: 'A', lastName: 'B', street: 'S 1', city: 'C', countryId: 'de' },
    answer: addressFixture(),
  },
  {
    name: 'updateAddress',
    call: (c) => c.addresses.updateAddress('ad-1', { city: 'Köln' }),
    method: 'PATCH',
    url: '/store-api/account/address/ad-1',
    body: { city: 'Köln' },
    answer: addressFixture(),
  },
  {
    name: 'deleteAddress',
    call: (c) => c.addresses.deleteAddress('ad-1'),
    method: 'DELETE',
    url: '/store-api/account/address/ad-1',
    status: 204,
  },
  {
    name: 'setDefaultBillingAddress',
    call: (c) => c.addresses.setDefaultBillingAddress('ad-1'),
    method: 'PATCH',
    url: '/store-api/account/address/default-billing/ad-1',
    answer: 'ad-1',
  },
  {
    name: 'setDefaultShippingAddress',
    call: (c) => c.addresses.setDefaultShippingAddress('ad-1'),
    method: 'PATCH',
    url: '/store-api/account/address/default-shipping/ad-1',
    answer: 'ad-1',
  },
  {
    name: 'readOrders',
    call: (c) => c.orders.readOrders({ limit: 10 }),
    method: 'POST',
    url: '/store-api/order',
    body: { limit: 10 },
    answer: orderListFixture(),
  },
  {
    name: 'cancelOrder',
    call: (c) => c.orders.cancelOrder('o-1'),
    method: 'POST',
    url: '/store-api/order/state/cancel',
    body: { orderId: 'o-1' },
    answer: { technicalName: 'cancelled', name: 'Cancelled', translated: {} },
  },
  {
    name: 'changeOrderPaymentMethod',
    call: (c) => c.orders.changeOrderPaymentMethod({ orderId: 'o-1', paymentMethodId: 'pm-1' }),
    method: 'POST',
    url: '/store-api/order/payment',
    body: { orderId: 'o-1', paymentMethodId: 'pm-1' },
    answer: ok,
  },
  {
    name: 'requestOrderReturn',
    call: (c) =>
      c.orders.requestOrderReturn({
        orderId: 'o-1',
        lineItems: [
          { orderLineItemId: 'li-1', quantity: 2, reasonId: 'r-1' },
          { orderLineItemId: 'li-2', quantity: 1 },
        ],
      }),
    method: 'POST',
    url: '/store-api/order/o-1/return',
    body: {
      lineItems: [
        { orderLineItemId: 'li-1', quantity: 2, reasonId: 'r-1' },
        { orderLineItemId: 'li-2', quantity: 1 },
      ],
    },
    answer: orderReturnFixture(),
  },
  {
    name: 'handlePayment',
    call: (c) =>
      c.orders.handlePayment({
        orderId: 'o-1',
        finishUrl: 'https://shop/finish',
        errorUrl: 'https://shop/error',
        paymentDetails: { token: 't' },
      }),
    method: 'GET',
    url: '/store-api/handle-payment?orderId=o-1&finishUrl=https%3A%2F%2Fshop%2Ffinish&errorUrl=https%3A%2F%2Fshop%2Ferror&paymentDetails%5Btoken%5D=t',
    answer: { redirectUrl: 'https://psp.example/pay' },
  },
  {
    name: 'readCart',
    call: (c) => c.cart.readCart(),
    method: 'GET',
    url: '/store-api/checkout/cart',
    answer: cartFixture(),
  },
  {
    name: 'addLineItems',
    call: (c) => c.cart.addLineItems([{ referencedId: 'p-1', quantity: 2 }]),
    method: 'POST',
    url: '/store-api/checkout/cart/line-item',
    body: { items: [{ id: 'p-1', referencedId: 'p-1', type: 'product', quantity: 2 }] },
    answer: cartFixture(),
  },
  {
    name: 'updateLineItems',
    call: (c) => c.cart.updateLineItems([{ id: 'p-1', quantity: '3' }]),
    method: 'PATCH',
    url: '/store-api/checkout/cart/line-item',
    body: { items: [{ id: 'p-1', quantity: 3 }] },
    answer: cartFixture(),
  },
  {
    name: 'removeLineItems',
    call: (c) => c.cart.removeLineItems(['p-1', 'p-2']),
    method: 'DELETE',
    url: '/store-api/checkout/cart/line-item?ids%5B%5D=p-1&ids%5B%5D=p-2',
    answer: cartFixture(),
  },
  {
    name: 'placeOrder',
    call: (c) => c.checkout.placeOrder({ customerComment: 'Gift wrap' }),
    method: 'POST',
    url: '/store-api/checkout/order',
    body: { customerComment: 'Gift wrap' },
    answer: orderFixture(),
  },
  {
    name: 'readContext',
    call: (c) => c.context.readContext(),
    method: 'GET',
    url: '/store-api/context',
    answer: contextFixture(),
  },
  {
    name: 'updateContext',
    call: (c) => c.context.updateContext({ countryId: 'de' }),
    method: 'PATCH',
    url: '/store-api/context',
    body: { countryId: 'de' },
    answer: { redirectUrl: 'https://shop/de' },
  },
  {
    name: 'setPaymentMethod',
    call: (c) => c.context.setPaymentMethod('pm-1'),
    method: 'PATCH',
    url: '/store-api/context',
    body: { paymentMethodId: 'pm-1' },
    answer: {},
  },
  {
    name: 'setCurrency',
    call: (c) => c.context.setCurrency('eur'),
    method: 'PATCH',
    url: '/store-api/context',
    body: { currencyId: 'eur' },
    answer: {},
  },
  {
    name: 'setShippingAddress',
    call: (c) => c.context.setShippingAddress('ad-1'),
    method: 'PATCH',
    url: '/store-api/context',
    body: { shippingAddressId: 'ad-1' },
    answer: {},
  },
  {
    name: 'setBillingAddress',
    call: (c) => c.context.setBillingAddress('ad-1'),
    method: 'PATCH',
    url: '/store-api/context',
    body: { billingAddressId: 'ad-1' },
    answer: {},
  },
  {
    name: 'setLanguage',
    call: (c) => c.context.setLanguage('en'),
    method: 'PATCH',
    url: '/store-api/context',
    body: { languageId: 'en' },
    answer: {},
  },
  {
    name: 'readLanguages',
    call: (c) => c.context.readLanguages(),
    method: 'GET',
    url: '/store-api/language',
    answer: languageListFixture(),
  },
  {
    name: 'readCountries',
    call: (c) => c.context.readCountries(),
    method: 'POST',
    url: '/store-api/country',
    body: {},
    answer: countryListFixture(),
  },
  {
    name: 'readSalutations',
    call: (c) => c.context.readSalutations(),
    method: 'GET',
    url: '/store-api/salutation',
    answer: salutationListFixture(),
  },
  {
    name: 'readPaymentMethods',
    call: (c) => c.context.readPaymentMethods(),
    method: 'GET',
    url: '/store-api/payment-method?onlyAvailable=1',
    answer: paymentMethodListFixture(),
  },
  {
    name: 'readShippingMethods',
    call: (c) => c.context.readShippingMethods(),
    method: 'POST',
    url: '/store-api/shipping-method?onlyAvailable=1',
    body: {},
    answer: shippingMethodListFixture(),
  },
  {
    name: 'readShippingMethods, every method',
    call: (c) => c.context.readShippingMethods({ limit: 20 }, undefined, { onlyAvailable: false }),
    method: 'POST',
    url: '/store-api/shipping-method?onlyAvailable=0',
    body: { limit: 20 },
    answer: shippingMethodListFixture(),
  },
  {
    name: 'readSeoUrls',
    call: (c) =>
      c.seo.readSeoUrls({ filter: [{ type: 'equals', field: 'seoPathInfo', value: 'skincare/' }] }),
    method: 'POST',
    url: '/store-api/seo-url',
    body: { filter: [{ type: 'equals', field: 'seoPathInfo', value: 'skincare/' }] },
    answer: { elements: [] },
  },
  {
    name: 'readSpecificStructuredData',
    call: (c) => c.seo.readSpecificStructuredData({ productId: 'p-1' }),
    method: 'GET',
    url: '/store-api/seo/specific-structured-data?productId=p-1',
    answer: [{ '@type': 'Product' }],
  },
  {
    name: 'readGeneralStructuredData',
    call: (c) => c.seo.readGeneralStructuredData(),
    method: 'GET',
    url: '/store-api/seo/general-structured-data',
    answer: { '@type': 'Organization', areaServed: 'DE', inLanguage: 'German' },
  },
  {
    name: 'readSeoFilterUrl',
    call: (c) => c.seo.readSeoFilterUrl('/skincare/brand-lumiere'),
    method: 'GET',
    url: '/store-api/seo-filter-url/skincare/brand-lumiere',
    answer: { url: '/skincare/lumiere/' },
  },
  {
    name: 'deserializeSeoFilterUrl',
    call: (c) => c.seo.deserializeSeoFilterUrl('skincare/lumiere'),
    method: 'GET',
    url: '/store-api/deserialize-seo-filter-url/skincare/lumiere',
    answer: { manufacturer: ['m1'] },
  },
  {
    name: 'sendContactForm',
    call: (c) =>
      c.contact.sendContactForm({ email: 'a@example.com', subject: 'Parcel', comment: 'Where is it?' }),
    method: 'POST',
    url: '/store-api/contact-form',
    body: { email: 'a@example.com', subject: 'Parcel', comment: 'Where is it?' },
    answer: { individualSuccessMessage: '', apiAlias: 'contact_form_result' },
  },
  {
    name: 'confirmNewsletter',
    call: (c) => c.newsletter.confirmNewsletter({ hash: 'h', em: 'e' }),
    method: 'POST',
    url: '/store-api/newsletter/confirm',
    body: { hash: 'h', em: 'e' },
    answer: ok,
  },
  {
    name: 'unsubscribeNewsletter',
    call: (c) => c.newsletter.unsubscribeNewsletter({ email: 'a@example.com' }),
    method: 'POST',
    url: '/store-api/newsletter/unsubscribe',
    body: { email: 'a@example.com' },
    answer: ok,
  },
  {
    name: 'subscribeNewsletter',
    call: (c) => c.newsletter.subscribeNewsletter({ email: 'a@example.com', storefrontUrl: 'http://shop' }),
    method: 'POST',
    url: '/store-api/newsletter/subscribe',
    body: { option: 'subscribe', storefrontUrl: 'http://shop', email: 'a@example.com' },
    answer: { success: true, status: 'notSet' },
  },
  {
    name: 'readWishlist',
    call: (c) => c.wishlist.readWishlist(),
    method: 'POST',
    url: '/store-api/customer/wishlist',
    body: {},
    answer: { products: productList },
  },
  {
    name: 'addToWishlist',
    call: (c) => c.wishlist.addToWishlist('p-1'),
    method: 'POST',
    url: '/store-api/customer/wishlist/add/p-1',
    body: {},
    answer: ok,
  },
  {
    name: 'removeFromWishlist',
    call: (c) => c.wishlist.removeFromWishlist('p-1'),
    method: 'DELETE',
    url: '/store-api/customer/wishlist/delete/p-1',
    answer: ok,
  },
  {
    name: 'mergeWishlist',
    call: (c) => c.wishlist.mergeWishlist(['p-1', '', 'p-2']),
    method: 'POST',
    url: '/store-api/customer/wishlist/merge',
    body: { productIds: ['p-1', 'p-2'] },
    answer: ok,
  },
  {
    name: 'calculatePayback',
    call: (c) => c.payback.calculatePayback({ 'p-1': 2 }),
    method: 'POST',
    url: '/store-api/payback/calculation',
    body: { products: { 'p-1': 2 } },
    answer: { points: 24 },
  },
  {
    name: 'checkPaybackNumber',
    call: (c) => c.payback.checkPaybackNumber('308'),
    method: 'POST',
    url: '/store-api/payback/number',
    body: { paybackNumber: '308' },
    answer: ok,
  },
  {
    name: 'removePaybackNumber',
    call: (c) => c.payback.removePaybackNumber(),
    method: 'DELETE',
    url: '/store-api/payback/number',
    answer: ok,
  },
  {
    name: 'addPaybackPromotionCode',
    call: (c) => c.payback.addPaybackPromotionCode('PB'),
    method: 'POST',
    url: '/store-api/payback/promotion-code',
    body: { code: 'PB' },
    answer: ok,
  },
  {
    name: 'removePaybackPromotionCode',
    call: (c) => c.payback.removePaybackPromotionCode('PB'),
    method: 'DELETE',
    url: '/store-api/payback/promotion-code',
    body: { code: 'PB' },
    answer: ok,
  },
  {
    name: 'sendPaybackScrid',
    call: (c) => c.payback.sendPaybackScrid('s-1'),
    method: 'POST',
    url: '/store-api/payback/scrid',
    body: { scrid: 's-1' },
    answer: ok,
  },
  {
    name: 'readProductRecommendations',
    call: (c) =>
      c.personalisation.readProductRecommendations({ provider: 'econda', variant: 'pdp', productId: 'p-1' }),
    method: 'GET',
    url: '/store-api/econda/product/p-1/pdp/12',
    answer: { elements: [] },
  },
  {
    name: 'readCategoryRecommendations',
    call: (c) =>
      c.personalisation.readCategoryRecommendations({
        provider: 'econda',
        variant: 'top',
        categoryId: 'c-1',
        count: 4,
      }),
    method: 'GET',
    url: '/store-api/econda/category/c-1/top/4',
    answer: { elements: [] },
  },
  {
    name: 'readCartRecommendations',
    call: (c) =>
      c.personalisation.readCartRecommendations({
        provider: 'econda',
        variant: 'cart',
        productIds: ['p-1', 'p-2'],
      }),
    method: 'GET',
    url: '/store-api/econda/cart/p-1,p-2/cart/12',
    answer: { elements: [] },
  },
];

/**
 * Reads whose answer depends on nothing but the sales channel, the language and the call itself: sessions that
 * started without a context token share them when the client has a `sharedReadCache`. Everything else reads the
 * shopper's context (context, cart, account, orders, wishlist, payment and shipping methods, payback,
 * recommendations) or writes, and asks the Store API every time.
 */
const sharedByAnonymousSessions: ReadonlySet<string> = new Set([
  'readCategories',
  'readCategory',
  'readCategory (GET)',
  'readLandingPage',
  'readProductListing',
  'searchProducts',
  'readProducts',
  'readProductsByNumber (one)',
  'readProductsByNumber (several)',
  'readProductsByNumber (past the multi-product limit of 16)',
  'readProduct with narrowed includes',
  'readProductReviews',
  'readCrossSellings',
  'readBundleDetails',
  'readNavigation',
  'readConfig',
  'readLanguages',
  'readCountries',
  'readSalutations',
  'readSeoUrls',
  'readSpecificStructuredData',
  'readGeneralStructuredData',
  'readSeoFilterUrl',
  'deserializeSeoFilterUrl',
  'readProductRecommendations',
  'readCategoryRecommendations',
]);

function answerWith({ answer, status }: Route): void {
  server.handle((_request, response) => {
    if (status === 204) {
      response.writeHead(204);
      response.end();
    } else sendJson(response, status ?? 200, answer ?? {});
  });
}

describe('every route of spec 7.1 and 7.2', () => {
  it.each(routes)('$name sends $method $url', async (route) => {
    const { call, method, url, body } = route;
    answerWith(route);
    await call(clientFor(server));
    const [request] = server.requests;
    expect(request?.method).toBe(method);
    expect(request?.url).toBe(url);
    const expectedBody = JSON.parse(
      JSON.stringify(body ?? null).replaceAll('"SERVER"', JSON.stringify(server.url)),
    );
    expect(request?.json ?? null).toEqual(expectedBody);
  });

  it('returns the server objects untouched, fields the shop does not read included', async () => {
    const listing = listingFixture(3);
    const sent = {
      ...listing,
      extensions: { plugin: { a: 1 } },
      elements: listing.elements.map((element) => ({
        ...element,
        acrisProductBadges: [{ label: 'New' }],
        vendorField: { deep: [1, 2] },
      })),
    };
    server.handle((_request, response) => sendJson(response, 200, sent));
    const received = await clientFor(server).catalogue.readProductListing('cat-1');
    expect(received).toEqual(sent);
  });

  it('downloads order files and documents as a Blob', async () => {
    const pdf = Buffer.from('%PDF-1.7 beautyshop invoice');
    server.handle((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/pdf' });
      response.end(pdf);
    });
    const client = clientFor(server);
    const document = await client.orders.downloadDocument({ documentId: 'd-1', deepLinkCode: 'deep' });
    const file = await client.orders.downloadOrderFile({ orderId: 'o-1', downloadId: 'dl-1' });
    expect(server.requests.map((request) => `${request.method} ${request.url}`)).toEqual([
      'GET /store-api/document/download/d-1/deep',
      'GET /store-api/order/download/o-1/dl-1',
    ]);
    expect(document.type).toBe('application/pdf');
    expect(Buffer.from(await document.arrayBuffer())).toEqual(pdf);
    expect(file.size).toBe(pdf.length);
  });
});

describe('which routes anonymous sessions share through the shared read cache', () => {
  it('names only routes of the table', () => {
    const names = routes.map((route) => route.name);
    for (const name of sharedByAnonymousSessions) expect(names).toContain(name);
  });

  it.each(routes.map((route) => ({ ...route, shared: sharedByAnonymousSessions.has(route.name) })))(
    '$name is shared: $shared',
    async (route) => {
      answerWith(route);
      const client = clientFor(server, { sharedReadCache: { ttl: 60_000 } });
      await route.call(client.withSession({}));
      await route.call(client.withSession({}));
      expect(server.requests).toHaveLength(route.shared ? 1 : 2);
    },
  );
});
