import type { Doc } from '../catalogue/entities/store.js';
import { type LanguageCode, languageCodeOf } from '../seed/markets.js';

/** Whom an order's mails address, and in which language: its customer as the order was placed. */
export interface OrderRecipient {
  email: string;
  name: string;
  language: LanguageCode;
}

export function orderRecipientOf(order: Doc): OrderRecipient {
  const customer = order.orderCustomer as Doc;
  return {
    email: String(customer.email),
    name: `${String(customer.firstName)} ${String(customer.lastName)}`.trim(),
    language: languageCodeOf(String(order.languageId)) ?? 'de',
  };
}
