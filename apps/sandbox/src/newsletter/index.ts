export * from './errors.js';
export { confirm, recipientStatus, subscribe, unsubscribe } from './newsletter.js';
export type { NewsletterStatus } from './newsletter-store.js';
