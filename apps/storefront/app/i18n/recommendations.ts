import { defineMessages } from './defineMessages';

/** The personalisation service's sliders on the cart and category pages (spec 7.2). */
export const recommendationMessages = defineMessages({
  de: {
    'recommendations.cart': 'Passend zu deinem Warenkorb',
    'recommendations.category': 'Beliebt in dieser Kategorie',
  },
  en: {
    'recommendations.cart': 'Goes well with your basket',
    'recommendations.category': 'Popular in this category',
  },
  fr: {
    'recommendations.cart': 'Pour compléter votre panier',
    'recommendations.category': 'Populaires dans cette catégorie',
  },
});
