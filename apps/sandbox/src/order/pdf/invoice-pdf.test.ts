import { describe, expect, it } from 'vitest';
import type { InvoiceData } from './invoice-pdf.js';
import { invoicePdf } from './invoice-pdf.js';
import type { renderPdf } from './render-pdf.js';

// The words the invoice draws, read from its text calls on a stand-in page (the PDF's own bytes are compressed).
const drawn: string[] = [];
const recordingRender: typeof renderPdf = async (meta, draw) => {
  drawn.push(meta.title);
  const page: Record<string, unknown> = new Proxy(
    {},
    {
      get: (_target, name) => {
        if (name === 'text')
          return (text: string) => {
            drawn.push(text);
            return page;
          };
        if (name === 'heightOfString') return () => 12;
        return () => page;
      },
    },
  );
  draw(page as unknown as Parameters<typeof draw>[0]);
  return Buffer.from('%PDF-');
};

const address = {
  firstName: 'Erika',
  lastName: 'Muster',
  street: 'Rue du Rhône 12',
  zipcode: '1204',
  city: 'Genève',
};
const invoice = (fields: Partial<InvoiceData>): InvoiceData => ({
  shopName: 'Beautyshop Schweiz',
  invoiceNumber: '1000',
  invoiceDate: '2026-12-04T11:00:00.000Z',
  orderNumber: '10000',
  orderDate: '2026-12-04T10:59:00.000Z',
  customerNumber: '10001',
  currencyIso: 'CHF',
  billingAddress: address,
  shippingAddress: address,
  lineItems: [
    {
      label: 'Crème de nuit',
      quantity: 1,
      price: { unitPrice: 46.01, totalPrice: 46.01, calculatedTaxes: [{ taxRate: 8.1, tax: 3.45 }] },
    },
  ],
  shippingCosts: 7.9,
  price: {
    positionPrice: 46.01,
    netPrice: 49.86,
    totalPrice: 53.91,
    calculatedTaxes: [{ taxRate: 8.1, tax: 4.05 }],
  },
  paymentMethod: 'Facture',
  shippingMethod: 'Livraison standard',
  language: 'fr',
  countryIso: 'CH',
  locale: 'fr-CH',
  ...fields,
});

async function wordsOf(data: InvoiceData): Promise<string[]> {
  drawn.length = 0;
  await invoicePdf(data, recordingRender);
  return [...drawn];
}

describe('the invoice PDF of an order of digital content only', () => {
  it('has no delivery line and no delivery address', async () => {
    const words = await wordsOf(invoice({ shippingMethod: null, shippingCosts: 0, shippingAddress: null }));
    expect(words.some((word) => word.startsWith('Livraison'))).toBe(false);
    expect(words.some((word) => word.startsWith('Adresse de livraison'))).toBe(false);
    expect(words).toContain('Total TTC');
  });
});

describe('the invoice PDF speaks the order’s language (as Shopware renders a document)', () => {
  it('writes a French order’s invoice in French, with the amounts, dates and rates of fr-CH', async () => {
    const words = await wordsOf(invoice({}));
    expect(words).toEqual(expect.arrayContaining(['Facture 1000', 'Désignation', 'Total TTC', 'TVA 8,1%']));
    expect(words).toContain('53.91\u00a0CHF');
    expect(words).toContain('04.12.2026');
    expect(words).toContain('Moyen de paiement\u00a0: Facture');
    expect(words.some((word) => /Rechnung|Gesamtsumme|USt/.test(word))).toBe(false);
  });

  it('writes an English order’s invoice in English, a French one from France with its spacing, and a Swiss German one with MWST', async () => {
    const english = await wordsOf(
      invoice({ language: 'en', countryIso: 'DE', locale: 'en-GB', currencyIso: 'EUR' }),
    );
    expect(english).toEqual(
      expect.arrayContaining(['Invoice 1000', 'plus 8.1% VAT', '€53.91', '04/12/2026']),
    );
    const swissGerman = await wordsOf(invoice({ language: 'de', locale: 'de-CH' }));
    const french = await wordsOf(invoice({ countryIso: 'FR', locale: 'fr-FR', currencyIso: 'EUR' }));
    expect(french).toEqual(expect.arrayContaining(['TVA 8,1\u00a0%', '53,91\u00a0€', '04/12/2026']));
    expect(swissGerman).toEqual(
      expect.arrayContaining(['Rechnung 1000', 'zzgl. 8.1% MWST', 'CHF\u00a053.91']),
    );
  });
});

describe('the invoice PDF of a total rounded to 5 Rappen', () => {
  it('writes the rounding as a line of its own before the total, and none when nothing was rounded', async () => {
    const rounded = await wordsOf(
      invoice({
        price: {
          positionPrice: 46.03,
          netPrice: 49.87,
          totalPrice: 53.9,
          rawTotal: 53.92,
          calculatedTaxes: [{ taxRate: 8.1, tax: 4.05 }],
        },
      }),
    );
    expect(rounded.slice(rounded.indexOf('Arrondi'), rounded.indexOf('Arrondi') + 2)).toEqual([
      'Arrondi',
      '-0.02\u00a0CHF',
    ]);
    expect(rounded.indexOf('Arrondi')).toBeLessThan(rounded.indexOf('Total TTC'));
    expect(rounded).toContain('53.90\u00a0CHF');
    const exact = await wordsOf(invoice({ price: { ...invoice({}).price, rawTotal: 53.91 } }));
    expect(exact).not.toContain('Arrondi');
  });
});
