import type { LanguageCode } from '../../seed/markets.js';

/** The words of an invoice in one language. */
export interface InvoiceTexts {
  title: (invoiceNumber: string) => string;
  invoiceNumber: string;
  invoiceDate: string;
  orderNumber: string;
  orderDate: string;
  customerNumber: string;
  columns: {
    position: string;
    label: string;
    quantity: string;
    taxRate: string;
    unit: string;
    total: string;
  };
  positions: string;
  shipping: string;
  net: string;
  /** The VAT of one rate added to the net sum; `rate` as written in the locale, e.g. `19 %`. */
  tax: (rate: string) => string;
  /** The difference of a total rounded to the currency's cash step. */
  rounding: string;
  total: string;
  paymentMethod: string;
  shippingAddress: string;
  /** What follows a label before its value: `:`, or in French a no-break space and `:`. */
  colon: string;
}

const GERMAN = (taxName: string): InvoiceTexts => ({
  title: (number) => `Rechnung ${number}`,
  invoiceNumber: 'Rechnungsnummer',
  invoiceDate: 'Rechnungsdatum',
  orderNumber: 'Bestellnummer',
  orderDate: 'Bestelldatum',
  customerNumber: 'Kundennummer',
  columns: {
    position: 'Pos.',
    label: 'Bezeichnung',
    quantity: 'Menge',
    taxRate: taxName,
    unit: 'Einzelpreis',
    total: 'Gesamt',
  },
  positions: 'Summe Positionen',
  shipping: 'Versand',
  net: 'Gesamtsumme netto',
  tax: (rate) => `zzgl. ${rate} ${taxName}`,
  rounding: 'Rundung',
  total: 'Gesamtsumme',
  paymentMethod: 'Zahlungsart',
  shippingAddress: 'Lieferadresse',
  colon: ':',
});

const ENGLISH: InvoiceTexts = {
  title: (number) => `Invoice ${number}`,
  invoiceNumber: 'Invoice number',
  invoiceDate: 'Invoice date',
  orderNumber: 'Order number',
  orderDate: 'Order date',
  customerNumber: 'Customer number',
  columns: {
    position: 'No.',
    label: 'Item',
    quantity: 'Qty',
    taxRate: 'VAT',
    unit: 'Unit price',
    total: 'Total',
  },
  positions: 'Items',
  shipping: 'Delivery',
  net: 'Total excl. VAT',
  tax: (rate) => `plus ${rate} VAT`,
  rounding: 'Rounding',
  total: 'Total',
  paymentMethod: 'Payment method',
  shippingAddress: 'Delivery address',
  colon: ':',
};

// French typography: a no-break space before a colon, as in the shop's texts.
const FRENCH: InvoiceTexts = {
  title: (number) => `Facture ${number}`,
  invoiceNumber: 'N° de facture',
  invoiceDate: 'Date de facture',
  orderNumber: 'N° de commande',
  orderDate: 'Date de commande',
  customerNumber: 'N° de client',
  columns: {
    position: 'Pos.',
    label: 'Désignation',
    quantity: 'Qté',
    taxRate: 'TVA',
    unit: 'Prix unitaire',
    total: 'Total',
  },
  positions: 'Total des articles',
  shipping: 'Livraison',
  net: 'Total HT',
  tax: (rate) => `TVA ${rate}`,
  rounding: 'Arrondi',
  total: 'Total TTC',
  paymentMethod: 'Moyen de paiement',
  shippingAddress: 'Adresse de livraison',
  colon: '\u00a0:',
};

/**
 * An invoice's words in the order's language, as Shopware renders a document in the order's language. German
 * names the tax of the market: MWST in Switzerland, USt. elsewhere.
 */
export function invoiceTextsFor(language: LanguageCode, countryIso: string | undefined): InvoiceTexts {
  if (language === 'en') return ENGLISH;
  if (language === 'fr') return FRENCH;
  return GERMAN(countryIso === 'CH' ? 'MWST' : 'USt.');
}
