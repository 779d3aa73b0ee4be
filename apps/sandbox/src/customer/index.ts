/** The customer side of the sandbox: accounts, addresses, sessions, recovery and rate limits. */
export { accountSettingsOf, saveAccountSettings } from './account-settings.js';
export { type AddressFields, type AddressRecord, findCustomerAddress } from './address-store.js';
export { type CustomerRecord, findCustomer, findRegisteredCustomerByEmail } from './customer-store.js';
export * from './errors.js';
export { issueImitationToken, STAFF_USER_ID } from './imitation.js';
export { LIMITERS, type LimiterPolicy, RateLimiter } from './rate-limiter.js';
export { renderAddress, renderCustomer } from './render-customer.js';
export { type CustomerRequirement, currentCustomer } from './session.js';
export { issueSocialLoginCode, SOCIAL_PROVIDER, type SocialProfile } from './social-login.js';
export { isStorefrontUrlOf } from './storefront-url.js';
