import { defineMessages } from './defineMessages';

/**
 * The contact form and its confirmation (spec 2.4), the tax and shipping notice beside prices, and the names of
 * the legal pages that forms link (components/legal/LegalText.tsx).
 */
export const serviceMessages = defineMessages({
  de: {
    'contact.firstName': 'Vorname',
    'contact.lastName': 'Nachname',
    'contact.email': 'E-Mail-Adresse',
    'contact.subject': 'Betreff',
    'contact.comment': 'Deine Nachricht',
    'contact.salutation': 'Anrede',
    'contact.salutationEmpty': 'Bitte wählen',
    'contact.submit': 'Nachricht senden',
    'contact.check': 'Bitte prüfe die markierten Felder.',
    'contact.throttled':
      'Du hast viele Nachrichten kurz hintereinander gesendet. Bitte warte {seconds} Sekunden und versuche es dann noch einmal.',
    'contact.unavailable':
      'Deine Nachricht konnte gerade nicht gesendet werden. Bitte versuche es gleich noch einmal.',
    'contact.successTitle': 'Vielen Dank für deine Nachricht',
    'contact.successText':
      'Wir haben deine Anfrage erhalten und melden uns in der Regel innerhalb eines Werktags bei dir.',
    'contact.successHome': 'Weiter einkaufen',
    'price.taxNotice': 'inkl. MwSt.',
    'price.taxNoticeCh': 'inkl. MWST',
    'price.shippingNotice': 'zzgl. Versand',
    'price.lowest30Days': 'Niedrigster Preis der letzten 30 Tage: {price}',
    'price.lowest30DaysShort': '30-Tage-Tiefstpreis: {price}',
    'price.allPrices': 'Alle Preise {tax}',
    'contact.privacyNotice':
      'Wir nutzen deine Angaben nur, um deine Anfrage zu beantworten. Mehr dazu in unserer {privacy}.',
    'legal.privacyLink': 'Datenschutzerklärung',
    'legal.termsLink': 'AGB',
    'legal.newTab': '(öffnet in neuem Tab)',
  },
  en: {
    'contact.firstName': 'First name',
    'contact.lastName': 'Last name',
    'contact.email': 'Email address',
    'contact.subject': 'Subject',
    'contact.comment': 'Your message',
    'contact.salutation': 'Salutation',
    'contact.salutationEmpty': 'Please choose',
    'contact.submit': 'Send message',
    'contact.check': 'Please check the marked fields.',
    'contact.throttled':
      'You have sent several messages in a short time. Please wait {seconds} seconds and try again.',
    'contact.unavailable': 'Your message could not be sent just now. Please try again in a moment.',
    'contact.successTitle': 'Thank you for your message',
    'contact.successText': 'We have received your enquiry and usually reply within one working day.',
    'contact.successHome': 'Continue shopping',
    'price.taxNotice': 'incl. VAT',
    'price.taxNoticeCh': 'incl. VAT',
    'price.shippingNotice': 'plus delivery',
    'price.lowest30Days': 'Lowest price in the last 30 days: {price}',
    'price.lowest30DaysShort': 'Lowest in 30 days: {price}',
    'price.allPrices': 'All prices {tax}',
    'contact.privacyNotice': 'We use your details only to answer your enquiry. More in our {privacy}.',
    'legal.privacyLink': 'privacy policy',
    'legal.termsLink': 'terms and conditions',
    'legal.newTab': '(opens in a new tab)',
  },
  fr: {
    'contact.firstName': 'Prénom',
    'contact.lastName': 'Nom',
    'contact.email': 'Adresse e-mail',
    'contact.subject': 'Objet',
    'contact.comment': 'Votre message',
    'contact.salutation': 'Civilité',
    'contact.salutationEmpty': 'Veuillez choisir',
    'contact.submit': 'Envoyer le message',
    'contact.check': 'Veuillez vérifier les champs signalés.',
    'contact.throttled':
      'Vous avez envoyé plusieurs messages en peu de temps. Veuillez patienter {seconds} secondes avant de réessayer.',
    'contact.unavailable':
      'Votre message n’a pas pu être envoyé pour le moment. Veuillez réessayer dans un instant.',
    'contact.successTitle': 'Merci pour votre message',
    'contact.successText':
      'Nous avons bien reçu votre demande et vous répondons en général sous un jour ouvré.',
    'contact.successHome': 'Continuer mes achats',
    'price.taxNotice': 'TVA incluse',
    'price.taxNoticeCh': 'TVA incluse',
    'price.shippingNotice': 'hors frais de livraison',
    'price.lowest30Days': 'Prix le plus bas des 30 derniers jours\u00a0: {price}',
    'price.lowest30DaysShort': 'Prix le plus bas sur 30 jours\u00a0: {price}',
    'price.allPrices': 'Tous les prix {tax}',
    'contact.privacyNotice':
      'Nous utilisons vos données uniquement pour répondre à votre demande. Plus d’informations dans notre {privacy}.',
    'legal.privacyLink': 'politique de confidentialité',
    'legal.termsLink': 'CGV',
    'legal.newTab': '(s’ouvre dans un nouvel onglet)',
  },
});
