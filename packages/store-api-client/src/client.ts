import { bindOperations } from './bindOperations.js';
import { resolveConfig, type StoreApiClientConfig } from './config.js';
import * as account from './operations/account.js';
import * as addresses from './operations/addresses.js';
import * as cart from './operations/cart.js';
import * as catalogue from './operations/catalogue.js';
import * as checkout from './operations/checkout.js';
import * as contact from './operations/contact.js';
import * as context from './operations/context.js';
import * as newsletter from './operations/newsletter.js';
import * as orders from './operations/orders.js';
import * as payback from './operations/payback.js';
import * as personalisation from './operations/personalisation.js';
import * as seo from './operations/seo.js';
import * as wishlist from './operations/wishlist.js';
import {
  createSharedTransport,
  createTransport,
  type Session,
  type SharedTransport,
  type Transport,
} from './transport.js';

const accountOperations = {
  register: account.register,
  login: account.login,
  logout: account.logout,
  readCustomer: account.readCustomer,
  changeProfile: account.changeProfile,
  changeEmail: account.changeEmail,
  changePassword: account.changePassword,
  requestPasswordRecovery: account.requestPasswordRecovery,
  confirmPasswordRecovery: account.confirmPasswordRecovery,
  changeDefaultPaymentMethod: account.changeDefaultPaymentMethod,
  confirmRegistration: account.confirmRegistration,
  imitateCustomer: account.imitateCustomer,
  socialLoginReturn: account.socialLoginReturn,
  isRecoveryHashExpired: account.isRecoveryHashExpired,
};
const addressOperations = {
  listAddresses: addresses.listAddresses,
  createAddress: addresses.createAddress,
  updateAddress: addresses.updateAddress,
  deleteAddress: addresses.deleteAddress,
  setDefaultBillingAddress: addresses.setDefaultBillingAddress,
  setDefaultShippingAddress: addresses.setDefaultShippingAddress,
};
const cartOperations = {
  readCart: cart.readCart,
  addLineItems: cart.addLineItems,
  updateLineItems: cart.updateLineItems,
  removeLineItems: cart.removeLineItems,
};
const catalogueOperations = {
  readCategories: catalogue.readCategories,
  readCategory: catalogue.readCategory,
  readLandingPage: catalogue.readLandingPage,
  readProductListing: catalogue.readProductListing,
  searchProducts: catalogue.searchProducts,
  readProducts: catalogue.readProducts,
  readProductsByNumber: catalogue.readProductsByNumber,
  readProduct: catalogue.readProduct,
  readProductReviews: catalogue.readProductReviews,
  addProductReview: catalogue.addProductReview,
  readCrossSellings: catalogue.readCrossSellings,
  readBundleDetails: catalogue.readBundleDetails,
  readNavigation: catalogue.readNavigation,
};
const checkoutOperations = { placeOrder: checkout.placeOrder };
const contextOperations = {
  readContext: context.readContext,
  updateContext: context.updateContext,
  setShippingMethod: context.setShippingMethod,
  setPaymentMethod: context.setPaymentMethod,
  setCurrency: context.setCurrency,
  setShippingAddress: context.setShippingAddress,
  setBillingAddress: context.setBillingAddress,
  setLanguage: context.setLanguage,
  readLanguages: context.readLanguages,
  readCountries: context.readCountries,
  readSalutations: context.readSalutations,
  readPaymentMethods: context.readPaymentMethods,
  readShippingMethods: context.readShippingMethods,
  readConfig: context.readConfig,
};
const contactOperations = {
  sendContactForm: contact.sendContactForm,
};
const newsletterOperations = {
  confirmNewsletter: newsletter.confirmNewsletter,
  unsubscribeNewsletter: newsletter.unsubscribeNewsletter,
  subscribeNewsletter: newsletter.subscribeNewsletter,
};
const orderOperations = {
  readOrders: orders.readOrders,
  cancelOrder: orders.cancelOrder,
  changeOrderPaymentMethod: orders.changeOrderPaymentMethod,
  downloadOrderFile: orders.downloadOrderFile,
  downloadDocument: orders.downloadDocument,
  handlePayment: orders.handlePayment,
  requestOrderReturn: orders.requestOrderReturn,
};
const paybackOperations = {
  calculatePayback: payback.calculatePayback,
  checkPaybackNumber: payback.checkPaybackNumber,
  removePaybackNumber: payback.removePaybackNumber,
  addPaybackPromotionCode: payback.addPaybackPromotionCode,
  removePaybackPromotionCode: payback.removePaybackPromotionCode,
  sendPaybackScrid: payback.sendPaybackScrid,
};
const personalisationOperations = {
  readProductRecommendations: personalisation.readProductRecommendations,
  readCartRecommendations: personalisation.readCartRecommendations,
  readCategoryRecommendations: personalisation.readCategoryRecommendations,
};
const seoOperations = {
  readSeoUrls: seo.readSeoUrls,
  readSpecificStructuredData: seo.readSpecificStructuredData,
  readGeneralStructuredData: seo.readGeneralStructuredData,
  readSeoFilterUrl: seo.readSeoFilterUrl,
  deserializeSeoFilterUrl: seo.deserializeSeoFilterUrl,
};
const wishlistOperations = {
  readWishlist: wishlist.readWishlist,
  addToWishlist: wishlist.addToWishlist,
  removeFromWishlist: wishlist.removeFromWishlist,
  mergeWishlist: wishlist.mergeWishlist,
};

export interface SessionInit {
  contextToken?: string | undefined;
  languageId?: string | undefined;
  onContextTokenChange?: ((contextToken: string, previous: string | undefined) => void) | undefined;
}

function bindAll(transport: Transport) {
  return {
    account: bindOperations(transport, accountOperations),
    addresses: bindOperations(transport, addressOperations),
    cart: bindOperations(transport, cartOperations),
    catalogue: bindOperations(transport, catalogueOperations),
    checkout: bindOperations(transport, checkoutOperations),
    contact: bindOperations(transport, contactOperations),
    context: bindOperations(transport, contextOperations),
    newsletter: bindOperations(transport, newsletterOperations),
    orders: bindOperations(transport, orderOperations),
    payback: bindOperations(transport, paybackOperations),
    personalisation: bindOperations(transport, personalisationOperations),
    seo: bindOperations(transport, seoOperations),
    wishlist: bindOperations(transport, wishlistOperations),
  };
}

/** Every operation, grouped by area, with the transport bound. */
export type StoreApiOperations = ReturnType<typeof bindAll>;

export interface StoreApiClient extends StoreApiOperations {
  /**
   * The current context token (the last one a response carried, or the configured one). Settable; setting a
   * token ends the session's use of the shared read cache (its answers may now be the shopper's own).
   */
  contextToken: string | undefined;
  /** The language id sent as `sw-language-id`. Settable. */
  languageId: string | undefined;
  /**
   * A client for another shopper sharing this client's configuration and HTTP stack: cheap enough to call
   * once per server request with the cookie values. A session without a context token shares the client's
   * `sharedReadCache` with every other such session.
   */
  withSession(init: SessionInit): StoreApiClient;
  /** The transport the operations run on, for calling an operation function directly. */
  readonly transport: Transport;
}

function buildClient(shared: SharedTransport, session: Session): StoreApiClient {
  const transport = createTransport(shared, session);
  return {
    ...bindAll(transport),
    get contextToken(): string | undefined {
      return session.contextToken;
    },
    set contextToken(value: string | undefined) {
      session.contextToken = value;
      if (value) session.anonymous = false;
    },
    get languageId(): string | undefined {
      return session.languageId;
    },
    set languageId(value: string | undefined) {
      session.languageId = value;
    },
    withSession(init: SessionInit): StoreApiClient {
      return buildClient(shared, {
        contextToken: init.contextToken,
        languageId: init.languageId,
        onContextTokenChange: init.onContextTokenChange,
        anonymous: !init.contextToken,
      });
    },
    transport,
  };
}

/**
 * Creates a Store API client. Throws `StoreApiConfigError` ('Missing ... environment variables. Please check
 * your .env file') when the endpoint or access key is missing.
 */
export function createStoreApiClient(config: StoreApiClientConfig): StoreApiClient {
  const shared = createSharedTransport(resolveConfig(config));
  return buildClient(shared, {
    contextToken: config.contextToken,
    languageId: config.languageId,
    onContextTokenChange: config.onContextTokenChange,
    // An empty cookie value sends no token either (see headersFor in transport.ts).
    anonymous: !config.contextToken,
  });
}
