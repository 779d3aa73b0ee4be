import { defineMessages } from './defineMessages';

/** The update banner of the build check (spec 4): a new version of the shop is out. */
export const buildUpdateMessages = defineMessages({
  de: {
    'buildUpdate.label': 'Shop-Aktualisierung',
    'buildUpdate.message': 'Eine neue Version des Shops ist verfügbar.',
    'buildUpdate.reload': 'Neu laden',
    'buildUpdate.dismiss': 'Später',
  },
  en: {
    'buildUpdate.label': 'Shop update',
    'buildUpdate.message': 'A new version of the shop is available.',
    'buildUpdate.reload': 'Reload',
    'buildUpdate.dismiss': 'Later',
  },
  fr: {
    'buildUpdate.label': 'Mise à jour de la boutique',
    'buildUpdate.message': 'Une nouvelle version de la boutique est disponible.',
    'buildUpdate.reload': 'Recharger',
    'buildUpdate.dismiss': 'Plus tard',
  },
});
