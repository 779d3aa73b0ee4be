// The public API of @beautyshop/store-api-client. Everything exported here is named on purpose.

export type { SessionInit, StoreApiClient, StoreApiOperations } from './client.js';
export { createStoreApiClient } from './client.js';
export type { SharedReadCacheConfig, StoreApiClientConfig, StoreApiLogger } from './config.js';
export { DEFAULT_SHARED_READ_CACHE_ENTRIES, DEFAULT_TIMEOUT } from './config.js';
export type { Criteria } from './criteria.js';
// Spec 5: applied to every cross-selling answer. Which cross-selling a page shows, and the size sort of option
// values, are the shop's catalogue rules: `@beautyshop/catalogue`.
export { dropUnavailableProducts } from './crossSellingAvailability.js';
export { customerPaymentMethodId } from './customerPaymentMethod.js';
export { StoreApiAbortError } from './errors/StoreApiAbortError.js';
export { StoreApiConfigError } from './errors/StoreApiConfigError.js';
// Errors (spec 8)
export { StoreApiError } from './errors/StoreApiError.js';
export { StoreApiHttpError } from './errors/StoreApiHttpError.js';
export { StoreApiNetworkError } from './errors/StoreApiNetworkError.js';
export { StoreApiSchemaError } from './errors/StoreApiSchemaError.js';
export { StoreApiTimeoutError } from './errors/StoreApiTimeoutError.js';
export { StoreApiValidationError } from './errors/StoreApiValidationError.js';
export {
  isStoreApiAbortError,
  isStoreApiConfigError,
  isStoreApiError,
  isStoreApiHttpError,
  isStoreApiNetworkError,
  isStoreApiSchemaError,
  isStoreApiTimeoutError,
  isStoreApiValidationError,
} from './errors/typeGuards.js';
export type { RegisterInput } from './operations/account.js';
// Operation input and result types
export type { AddressInput } from './operations/addresses.js';
export type { LineItemInput } from './operations/cart.js';
export type {
  BundleDetails,
  ListingQuery,
  NavigationQuery,
  ProductReviewInput,
} from './operations/catalogue.js';
export type { PlaceOrderInput } from './operations/checkout.js';
export type { ContactFormInput, ContactFormResult } from './operations/contact.js';
export type { ContextPatch, PluginConfig } from './operations/context.js';
export type { NewsletterSubscription } from './operations/newsletter.js';
export type {
  HandlePaymentInput,
  HandlePaymentResult,
  OrderReturnInput,
  OrderReturnLineInput,
} from './operations/orders.js';
export type { PaybackCalculation, PaybackNumberResult } from './operations/payback.js';
export { PAYBACK_FORBIDDEN } from './operations/payback.js';
export type { RecommendationQuery, Recommendations } from './operations/personalisation.js';
export { DEFAULT_RECOMMENDATION_COUNT } from './operations/personalisation.js';
export type { JsonValue } from './operations/seo.js';
export { DEFAULT_MULTI_PRODUCT_LIMIT, DEFAULT_PAGE_LIMIT } from './pagination.js';
// Retry policy (spec 7.5)
export { RETRY_METHODS, RETRY_STATUS_CODES } from './retryPolicy.js';
export type { CustomerAddress } from './schemas/address.js';
// Schemas and the types inferred from them
export { customerAddressSchema } from './schemas/address.js';
export type { Cart, CartError, LineItem, LineItemQuantityInformation } from './schemas/cart.js';
export {
  cartErrorSchema,
  cartErrorsOf,
  cartSchema,
  lineItemQuantityInformationSchema,
  lineItemSchema,
} from './schemas/cart.js';
export type { Category, LandingPage } from './schemas/category.js';
export { categorySchema, landingPageSchema, navigationSchema } from './schemas/category.js';
export type { SalesChannelContext } from './schemas/context.js';
export { salesChannelContextSchema } from './schemas/context.js';
export type { CrossSellingElement } from './schemas/crossSelling.js';
export { crossSellingElementSchema, crossSellingListSchema } from './schemas/crossSelling.js';
export type { Customer } from './schemas/customer.js';
export { customerSchema } from './schemas/customer.js';
export type { ProductList, ProductListing } from './schemas/listing.js';
export { productListingSchema, productListSchema } from './schemas/listing.js';
export type { Country, Currency, Language, Salutation } from './schemas/locale.js';
export { countrySchema, currencySchema, languageSchema, salutationSchema } from './schemas/locale.js';
export type { Manufacturer } from './schemas/manufacturer.js';
export { manufacturerSchema } from './schemas/manufacturer.js';
export type { Media } from './schemas/media.js';
export { mediaSchema } from './schemas/media.js';
export type { PaymentMethod, ShippingMethod } from './schemas/method.js';
export { paymentMethodSchema, shippingMethodSchema } from './schemas/method.js';
export type { Order, OrderList, OrderReturn } from './schemas/order.js';
export { orderListSchema, orderReturnSchema, orderSchema } from './schemas/order.js';
export type { CalculatedPrice } from './schemas/price.js';
export { calculatedPriceSchema } from './schemas/price.js';
export type { Product, ProductDetail, ProductReview } from './schemas/product.js';
export {
  productDetailSchema,
  productRequiredFields,
  productReviewSchema,
  productSchema,
  productSeoCategorySchema,
} from './schemas/product.js';
export type { PropertyGroupOption } from './schemas/propertyOption.js';
export { propertyGroupOptionSchema } from './schemas/propertyOption.js';
export type { SeoUrl } from './schemas/seoUrl.js';
export { seoUrlSchema } from './schemas/seoUrl.js';
export type { ShopwareError } from './schemas/shopwareError.js';
export { shopwareErrorSchema } from './schemas/shopwareError.js';
// The shopper's session: context token per market, read and written through injected functions.
export type {
  ContextTokenSession,
  ContextTokenSessionOptions,
  ContextTokenStore,
} from './session/contextTokenSession.js';
export { createContextTokenSession, shouldWriteBackContextToken } from './session/contextTokenSession.js';
export type { CallOptions, HttpMethod, Transport } from './transport.js';
export type { FilterValue } from './validation.js';
export { joinFilterValues, parseQuantity } from './validation.js';
