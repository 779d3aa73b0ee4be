import type {
  AddressFormLabels,
  CheckoutSummaryLabels,
  DeliveryOptionsLabels,
  PaymentMethodsLabels,
} from '@beautyshop/ui';
import type { Translate } from '../../i18n/translate';
import type { Market } from '../../locale/locales';

/** The ui forms' texts in the page's language. */
export function addressFormLabels(t: Translate): AddressFormLabels {
  return {
    salutationId: t('address.salutationId'),
    salutationNone: t('address.salutationNone'),
    firstName: t('address.firstName'),
    lastName: t('address.lastName'),
    street: t('address.street'),
    additionalAddressLine1: t('address.additionalAddressLine1'),
    zipcode: t('address.zipcode'),
    city: t('address.city'),
    countryId: t('address.countryId'),
    countryStateId: t('address.countryStateId'),
    // Switzerland's states are cantons, in every language the shop speaks.
    countryStateIdByCountry: { CH: t('address.countryStateIdCh') },
    stateNone: t('address.stateNone'),
    type: t('address.type'),
    typeHome: t('address.typeHome'),
    typePackstation: t('address.typePackstation'),
    packstationNumber: t('address.packstationNumber'),
    postNumber: t('address.postNumber'),
    postNumberHint: t('address.postNumberHint'),
    violations: {
      blank: t('checkout.violation.blank'),
      zipcode: t('checkout.violation.zipcode'),
      state: t('checkout.violation.state'),
      packstationNumber: t('checkout.violation.packstationNumber'),
      postNumber: t('checkout.violation.postNumber'),
      packstationCountry: t('checkout.violation.packstationCountry'),
    },
  };
}

export function deliveryLabels(t: Translate): DeliveryOptionsLabels {
  return {
    legend: t('delivery.legend'),
    free: t('delivery.free'),
    deliveryOn: t('delivery.on'),
    deliveryBetween: t('delivery.between'),
    empty: t('delivery.empty'),
  };
}

export function paymentLabels(t: Translate): PaymentMethodsLabels {
  return { legend: t('payment.legend'), redirectNote: t('payment.redirectNote'), empty: t('payment.empty') };
}

/** The summary's labels; the tax note is the one every price of the market carries (Switzerland says MWST). */
export function summaryLabels(t: Translate, market: Market): CheckoutSummaryLabels {
  return {
    title: t('summary.title'),
    items: t('summary.items'),
    quantity: t('summary.quantity'),
    subtotal: t('summary.subtotal'),
    shipping: t('summary.shipping'),
    free: t('summary.free'),
    total: t('summary.total'),
    rounding: t('summary.rounding'),
    taxNote: t(market === 'CH' ? 'price.taxNoticeCh' : 'price.taxNotice'),
    empty: t('summary.empty'),
  };
}
