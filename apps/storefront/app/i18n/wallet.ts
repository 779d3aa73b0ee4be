import { defineMessages } from './defineMessages';

/** Express checkout with the two wallets (issue 17): the buttons, the checkout-init pages and the summary. */
export const walletMessages = defineMessages({
  de: {
    'wallet.express': 'Express-Kauf',
    'wallet.payWith': 'Express-Kauf mit {wallet}',
    'wallet.title': 'Bestellung prüfen',
    'wallet.details': 'Deine Angaben von {wallet}',
    'wallet.intro': 'Adresse und E-Mail-Adresse stammen aus deinem {wallet}-Konto.',
    'wallet.email': 'E-Mail-Adresse',
    'wallet.shippingAddress': 'Lieferadresse',
    'wallet.billingAddress': 'Rechnungsadresse',
    'wallet.payment': 'Zahlungsart',
    'wallet.delivery': 'Versandart',
    'wallet.change': 'Angaben im Checkout ändern',
    'wallet.backToCart': 'Zurück zum Warenkorb',
    'wallet.refused.title': 'Der Express-Kauf konnte nicht fortgesetzt werden',
    'wallet.refused.text':
      'Die Zahlung wurde abgebrochen oder ist abgelaufen. Dein Warenkorb ist unverändert; du kannst es erneut versuchen oder den Checkout nutzen.',
    'wallet.start.title': 'Express-Kauf mit {wallet}',
    'wallet.start.text': 'Mit dem Button geht es weiter zu {wallet}.',
    'wallet.start.empty': 'Dein Warenkorb ist leer.',
    'wallet.start.failed':
      'Der Express-Kauf mit {wallet} ist gerade nicht möglich. Bitte nutze den Checkout.',
  },
  en: {
    'wallet.express': 'Express checkout',
    'wallet.payWith': 'Express checkout with {wallet}',
    'wallet.title': 'Review your order',
    'wallet.details': 'Your details from {wallet}',
    'wallet.intro': 'Your address and email come from your {wallet} account.',
    'wallet.email': 'Email',
    'wallet.shippingAddress': 'Delivery address',
    'wallet.billingAddress': 'Billing address',
    'wallet.payment': 'Payment',
    'wallet.delivery': 'Delivery',
    'wallet.change': 'Change details at the checkout',
    'wallet.backToCart': 'Back to the basket',
    'wallet.refused.title': 'The express checkout could not be continued',
    'wallet.refused.text':
      'The payment was cancelled or has expired. Your basket is unchanged; you can try again or use the checkout.',
    'wallet.start.title': 'Express checkout with {wallet}',
    'wallet.start.text': 'The button takes you on to {wallet}.',
    'wallet.start.empty': 'Your basket is empty.',
    'wallet.start.failed':
      'Express checkout with {wallet} is not available right now. Please use the checkout.',
  },
  fr: {
    'wallet.express': 'Paiement express',
    'wallet.payWith': 'Paiement express avec {wallet}',
    'wallet.title': 'Vérifiez votre commande',
    'wallet.details': 'Vos informations {wallet}',
    'wallet.intro': 'Votre adresse et votre e-mail proviennent de votre compte {wallet}.',
    'wallet.email': 'E-mail',
    'wallet.shippingAddress': 'Adresse de livraison',
    'wallet.billingAddress': 'Adresse de facturation',
    'wallet.payment': 'Mode de paiement',
    'wallet.delivery': 'Mode de livraison',
    'wallet.change': 'Modifier dans la page de commande',
    'wallet.backToCart': 'Retour au panier',
    'wallet.refused.title': 'Le paiement express n’a pas pu être poursuivi',
    'wallet.refused.text':
      'Le paiement a été annulé ou a expiré. Votre panier est inchangé\u00a0; vous pouvez réessayer ou passer par la page de commande.',
    'wallet.start.title': 'Paiement express avec {wallet}',
    'wallet.start.text': 'Le bouton vous mène à {wallet}.',
    'wallet.start.empty': 'Votre panier est vide.',
    'wallet.start.failed':
      'Le paiement express avec {wallet} n’est pas disponible pour le moment. Veuillez passer par la page de commande.',
  },
});
