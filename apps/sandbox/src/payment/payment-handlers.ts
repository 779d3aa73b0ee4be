import type { SandboxDeps } from '../domain/sandbox-deps.js';

/** How a payment method is paid, as Shopware's payment handler types decide it. */
export type PaymentHandlerKind = 'synchronous' | 'asynchronous' | 'paypal';

export interface PaymentHandler {
  kind: PaymentHandlerKind;
  /** Whether the provider page asks for card details (3-D Secure). */
  card: boolean;
  /** The method's name in the given language (else the first translated one), for the provider page. */
  name: string;
}

/**
 * The handler of a seeded payment method, read from its `technicalName` and `asynchronous` flag: invoice and
 * prepayment are synchronous; PayPal captures an approved express checkout directly and otherwise redirects like
 * every other asynchronous method.
 */
export function paymentHandlerOf(
  deps: Pick<SandboxDeps, 'entities'>,
  paymentMethodId: string,
  languageId?: string,
): PaymentHandler {
  const method = deps.entities.get('payment_method', paymentMethodId);
  const technicalName = String(method?.doc.technicalName ?? '');
  const chain = languageId ? [languageId] : [...(method?.translations.keys() ?? [])].slice(0, 1);
  const rendered = deps.entities.render('payment_method', paymentMethodId, chain);
  const name = String(rendered?.name ?? technicalName);
  if (!method?.doc.asynchronous) return { kind: 'synchronous', card: false, name };
  return {
    kind: technicalName === 'payment_paypal' ? 'paypal' : 'asynchronous',
    card: technicalName === 'payment_card',
    name,
  };
}
