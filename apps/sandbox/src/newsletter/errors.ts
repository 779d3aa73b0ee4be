import { StoreApiError } from '../errors.js';

/** A confirmation link that matches no subscription of the market (the hash is not echoed). */
export class NewsletterRecipientNotFoundError extends StoreApiError {
  override readonly name = 'NewsletterRecipientNotFoundError';
  constructor() {
    super(404, 'CONTENT__NEWSLETTER_RECIPIENT_NOT_FOUND', 'The newsletter recipient could not be found.');
  }
}
