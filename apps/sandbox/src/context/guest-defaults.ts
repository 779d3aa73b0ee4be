import type { StoredEntity } from '../catalogue/entities/store.js';
import type { ContextDefaults } from './store.js';

/** A new guest's context in a sales channel: its defaults, in the requested language or the channel's own. */
export function guestContextDefaults(salesChannel: StoredEntity, languageId?: string): ContextDefaults {
  return {
    salesChannelId: salesChannel.id,
    languageId: languageId ?? String(salesChannel.doc.languageId),
    currencyId: String(salesChannel.doc.currencyId),
    countryId: String(salesChannel.doc.countryId),
    shippingMethodId: String(salesChannel.doc.shippingMethodId),
    paymentMethodId: String(salesChannel.doc.paymentMethodId),
  };
}
