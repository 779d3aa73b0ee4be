import { type AddressField, type AddressValues, EMPTY_ADDRESS } from '@beautyshop/ui';

/** What a checkout form asks the action to do; one action serves every form of the page (intent pattern). */
export const CHECKOUT_INTENTS = [
  'login',
  'guest',
  'select-address',
  'save-address',
  'shipping-method',
  'payment-method',
  'promotion',
  'gift-card',
  'remove-code',
  'payback',
  'place-order',
] as const;
export type CheckoutIntent = (typeof CHECKOUT_INTENTS)[number];

export function intentOf(form: FormData): CheckoutIntent | undefined {
  const intent = form.get('intent');
  return CHECKOUT_INTENTS.find((candidate) => candidate === intent);
}

/** A text field of the form, trimmed; empty when missing or a file. */
export function textOf(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
}

/** A checkbox: sent (with any value) when ticked. */
export function isTicked(form: FormData, name: string): boolean {
  return form.get(name) !== null;
}

const ADDRESS_FIELDS = Object.keys(EMPTY_ADDRESS).filter((field): field is AddressField => field !== 'type');

/** The fields of an AddressForm named `prefix` (`billingAddress.street` ...). */
export function addressValuesFrom(form: FormData, prefix: string): AddressValues {
  const values: AddressValues = {
    ...EMPTY_ADDRESS,
    type: textOf(form, `${prefix}.type`) === 'packstation' ? 'packstation' : 'home',
  };
  for (const field of ADDRESS_FIELDS) values[field] = textOf(form, `${prefix}.${field}`);
  return values;
}
