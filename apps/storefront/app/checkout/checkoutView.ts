import type { TrackedProduct } from '@beautyshop/tracking';
import type {
  AddressField,
  AddressFormCountry,
  AddressValues,
  DeliveryOption,
  PaymentMethodOption,
  SummaryItem,
  SummaryTotals,
} from '@beautyshop/ui';
import type { SuccessView } from './successView';

/** A saved address of a registered customer, as the checkout lists it. */
export interface SavedAddress {
  id: string;
  /** The address in lines, for the radio's label. */
  lines: string[];
  values: AddressValues;
}

/** A promotion code or gift card in the cart, which the shopper can remove. */
export interface RedeemedCode {
  lineItemId: string;
  label: string;
  kind: 'promotion' | 'voucherCard';
}

/** Everything the checkout page shows; built by the loader from the shopper's context and cart. */
export interface CheckoutView {
  /** Spec 7.1: the points the order earns; absent when unknown (spec 8: loyalty failures are silent). */
  paybackPoints?: number;
  currency: string;
  locale: string;
  /** No one is signed in (login or guest form first), a guest, or a registered customer. */
  customer:
    | { kind: 'anonymous' }
    | {
        kind: 'guest' | 'registered';
        email: string;
        billingAddress: SavedAddress;
        shippingAddress: SavedAddress;
      };
  savedAddresses: SavedAddress[];
  /** The market's country, preselected in new addresses. */
  defaultCountryId: string;
  countries: AddressFormCountry[];
  salutations: { id: string; name: string }[];
  shippingMethods: DeliveryOption[];
  shippingMethodId: string | undefined;
  paymentMethods: PaymentMethodOption[];
  paymentMethodId: string | undefined;
  items: SummaryItem[];
  codes: RedeemedCode[];
  totals: SummaryTotals;
  /** The cart's own messages (a product sold out, a promotion no longer valid), to show once. */
  cartMessages: string[];
  /** Binds place order to this cart (see cartKey.ts). */
  cartKey: string;
  /** Only digital content (spec 4: a virtual cart): nothing to deliver, so no delivery address or method. */
  virtual: boolean;
  /** Digital content in the cart: place order asks the shopper to waive the withdrawal right for it. */
  revocationRequired: boolean;
  /** The cart's products for `begin_checkout`, `add_shipping_info` and `add_payment_info`. */
  trackedItems: TrackedProduct[];
}

/** Field messages of one address form. */
export type AddressErrors = Partial<Record<AddressField, string>>;

/** A code, number or method the shopper sent: taken or not, and the message saying so. */
interface Feedback<Intent extends string> {
  intent: Intent;
  ok: boolean;
  message: string;
}

/** What an action answers when it does not redirect: the messages to show beside the form that was sent. */
export type CheckoutActionResult =
  | { intent: 'login'; email: string; error: string }
  | {
      intent: 'guest';
      email: string;
      emailError: string | undefined;
      /** Set when the email belongs to an account: the page opens the email-already-in-use dialog. */
      emailInUse: boolean;
      billingAddress: AddressValues;
      shippingAddress: AddressValues | undefined;
      billingErrors: AddressErrors;
      shippingErrors: AddressErrors;
    }
  | { intent: 'save-address'; role: 'billing' | 'shipping'; values: AddressValues; errors: AddressErrors }
  | Feedback<'select-address'>
  | Feedback<'promotion'>
  | Feedback<'gift-card'>
  | Feedback<'payback'>
  | Feedback<'shipping-method'>
  | Feedback<'payment-method'>
  | { intent: 'place-order'; error: 'terms' | 'revocation' | 'stale' | 'failed' | 'not-ready' };

/** What the order confirmation shows (spec 3 order fields). */
export interface OrderConfirmation {
  view: SuccessView;
  /** The order itself is cancelled: nothing left to pay. */
  cancelled: boolean;
  orderId: string;
  orderNumber: string;
  email: string | undefined;
  currency: string;
  locale: string;
  items: SummaryItem[];
  /** `shipping` is undefined for an order without a delivery (digital content only). */
  totals: SummaryTotals;
  billingAddress: string[];
  shippingAddress: string[];
  paymentMethod: string | undefined;
  paymentState: string | undefined;
  /** Where to transfer the money of an order paid in advance, while it is awaited (account/bankTransfer.ts). */
  bankTransfer: string | undefined;
  shippingMethod: string | undefined;
  /** The invoice, downloaded through the shop (the document's deep link stays on the server). */
  invoiceId: string | undefined;
  downloads: { id: string; name: string }[];
  /** Methods the shopper may switch an unpaid order to. */
  paymentMethods: { id: string; name: string }[];
  /** The order's products for `purchase`. */
  trackedItems: TrackedProduct[];
  /** The order's taxes (all rates) for `purchase`; undefined when the order names none. */
  tax: number | undefined;
  /** The promotion codes the order used, for `purchase`'s `coupon`; undefined when it used none. */
  coupon: string | undefined;
}
