import { defineMessages } from './defineMessages';

/** The consent dialog and the footer link that reopens its settings. */
export const consentMessages = defineMessages({
  de: {
    'consent.title': 'Deine Privatsphäre',
    'consent.description':
      'Wir verwenden Cookies und ähnliche Technologien. Notwendige halten den Shop am Laufen; alle anderen nur mit deiner Einwilligung, die du jederzeit über „Datenschutz-Einstellungen“ im Seitenfuß ändern kannst.',
    'consent.acceptAll': 'Alle akzeptieren',
    'consent.denyAll': 'Alle ablehnen',
    'consent.settings': 'Einstellungen',
    'consent.save': 'Auswahl speichern',
    'consent.close': 'Schließen',
    'consent.alwaysOn': '(immer aktiv):',
    'consent.necessary': 'Notwendig',
    'consent.necessaryDescription': 'Warenkorb, Anmeldung, Sprache und diese Auswahl.',
    'consent.functional': 'Funktional',
    'consent.functionalDescription': 'Fehler- und Ladezeitmessung, damit der Shop schnell und stabil bleibt.',
    'consent.statistics': 'Statistik',
    'consent.statisticsDescription': 'Auswertung, welche Seiten und Produkte gefragt sind.',
    'consent.marketing': 'Marketing',
    'consent.marketingDescription': 'Personalisierte Werbung und Kampagnenmessung über den Tag Manager.',
    'consent.footerLink': 'Datenschutz-Einstellungen',
  },
  en: {
    'consent.title': 'Your privacy',
    'consent.description':
      'We use cookies and similar technologies. Necessary ones keep the shop running; all others only with your consent, which you can change at any time under “Privacy settings” in the footer.',
    'consent.acceptAll': 'Accept all',
    'consent.denyAll': 'Deny all',
    'consent.settings': 'Settings',
    'consent.save': 'Save choice',
    'consent.close': 'Close',
    'consent.alwaysOn': '(always on):',
    'consent.necessary': 'Necessary',
    'consent.necessaryDescription': 'Basket, login, language and this choice.',
    'consent.functional': 'Functional',
    'consent.functionalDescription': 'Error and load-time monitoring that keeps the shop fast and stable.',
    'consent.statistics': 'Statistics',
    'consent.statisticsDescription': 'Analysis of which pages and products are popular.',
    'consent.marketing': 'Marketing',
    'consent.marketingDescription':
      'Personalised advertising and campaign measurement through the tag manager.',
    'consent.footerLink': 'Privacy settings',
  },
  fr: {
    'consent.title': 'Votre vie privée',
    'consent.description':
      'Nous utilisons des cookies et des technologies similaires. Les cookies nécessaires font fonctionner la boutique\u00a0; tous les autres uniquement avec votre consentement, que vous pouvez modifier à tout moment via «\u00a0Paramètres de confidentialité\u00a0» en bas de page.',
    'consent.acceptAll': 'Tout accepter',
    'consent.denyAll': 'Tout refuser',
    'consent.settings': 'Paramètres',
    'consent.save': 'Enregistrer la sélection',
    'consent.close': 'Fermer',
    'consent.alwaysOn': '(toujours actifs)\u00a0:',
    'consent.necessary': 'Nécessaires',
    'consent.necessaryDescription': 'Panier, connexion, langue et ce choix.',
    'consent.functional': 'Fonctionnels',
    'consent.functionalDescription':
      'Mesure des erreurs et des temps de chargement pour une boutique rapide et stable.',
    'consent.statistics': 'Statistiques',
    'consent.statisticsDescription': 'Analyse des pages et des produits les plus consultés.',
    'consent.marketing': 'Marketing',
    'consent.marketingDescription':
      'Publicité personnalisée et mesure des campagnes via le gestionnaire de balises.',
    'consent.footerLink': 'Paramètres de confidentialité',
  },
});
