import { defineMessages } from './defineMessages';

/** Product detail page: buying box, prices, stock, reviews, sliders. */
export const productMessages = defineMessages({
  de: {
    'product.addToCart': 'In den Warenkorb',
    'product.description': 'Beschreibung',
    'product.inStock': 'Auf Lager',
    'product.outOfStock': 'Ausverkauft',
    'product.productNumber': 'Artikelnummer',
    'price.listPrice': 'Statt',
    'price.salePrice': 'Jetzt',
    'price.rangeFrom': 'ab',
  },
  en: {
    'product.addToCart': 'Add to basket',
    'product.description': 'Description',
    'product.inStock': 'In stock',
    'product.outOfStock': 'Sold out',
    'product.productNumber': 'Item number',
    'price.listPrice': 'Was',
    'price.salePrice': 'Now',
    'price.rangeFrom': 'from',
  },
  fr: {
    'product.addToCart': 'Ajouter au panier',
    'product.description': 'Description',
    'product.inStock': 'En stock',
    'product.outOfStock': 'Épuisé',
    'product.productNumber': 'Référence',
    'price.listPrice': 'Au lieu de',
    'price.salePrice': 'Maintenant',
    'price.rangeFrom': 'à partir de',
  },
});
