import type { Doc } from '../../catalogue/entities/store.js';
import type { LanguageCode } from '../../seed/markets.js';
import { formatMoney } from '../money-format.js';
import { invoiceTextsFor } from './invoice-texts.js';
import { type PdfPage, renderPdf } from './render-pdf.js';

/** What an invoice shows, read from the order as placed. */
export interface InvoiceData {
  shopName: string;
  invoiceNumber: string;
  invoiceDate: string;
  orderNumber: string;
  orderDate: string;
  customerNumber: string;
  currencyIso: string;
  billingAddress: Doc;
  shippingAddress: Doc | null;
  lineItems: readonly Doc[];
  shippingCosts: number;
  price: Doc;
  paymentMethod: string;
  /** The delivery's method; null for an order without a delivery (digital content only). */
  shippingMethod: string | null;
  /** The order's language: the invoice's words. */
  language: LanguageCode;
  /** The market's country (the German name of the tax differs in Switzerland). */
  countryIso: string | undefined;
  /** The locale its dates, amounts and rates are written in, as `Intl` spells it (`fr-CH`). */
  locale: string;
}

const LEFT = 50;
const COLUMNS = { position: LEFT, label: 80, quantity: 330, taxRate: 370, unit: 420, total: 490 } as const;
const RIGHT = 545;

function addressLines(address: Doc): string[] {
  const country = (address.country as Doc | undefined)?.translated as Doc | undefined;
  return [
    String(address.company ?? ''),
    `${String(address.firstName ?? '')} ${String(address.lastName ?? '')}`.trim(),
    String(address.street ?? ''),
    String(address.additionalAddressLine1 ?? ''),
    `${String(address.zipcode ?? '')} ${String(address.city ?? '')}`.trim(),
    String(country?.name ?? ''),
  ].filter((line) => line !== '' && line !== 'null');
}

// Narrow no-break spaces (French and German percentages) are outside the PDF standard fonts' encoding.
const pdfText = (text: string): string => text.replace(/\u202f/g, '\u00a0');

const dayIn = (locale: string) => {
  const format = new Intl.DateTimeFormat(locale, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return (iso: string): string => pdfText(format.format(new Date(iso)));
};

const rateIn = (locale: string) => {
  const format = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 });
  return (taxRate: unknown): string => pdfText(format.format(Number(taxRate) / 100));
};

function taxRateOf(lineItem: Doc, rate: (taxRate: unknown) => string): string {
  const taxes = ((lineItem.price as Doc | undefined)?.calculatedTaxes as Doc[] | undefined) ?? [];
  return taxes.map((tax) => rate(tax.taxRate)).join(', ');
}

function row(page: PdfPage, y: number, cells: Record<keyof typeof COLUMNS, string>): number {
  page.text(cells.position, COLUMNS.position, y, { width: 25 });
  page.text(cells.label, COLUMNS.label, y, { width: 240 });
  const labelHeight = page.heightOfString(cells.label, { width: 240 });
  page.text(cells.quantity, COLUMNS.quantity, y, { width: 35, align: 'right' });
  page.text(cells.taxRate, COLUMNS.taxRate, y, { width: 45, align: 'right' });
  page.text(cells.unit, COLUMNS.unit, y, { width: 65, align: 'right' });
  page.text(cells.total, COLUMNS.total, y, { width: RIGHT - COLUMNS.total, align: 'right' });
  return y + Math.max(labelHeight, 12) + 6;
}

function totalLine(page: PdfPage, y: number, label: string, value: string, bold = false): number {
  page.font(bold ? 'Helvetica-Bold' : 'Helvetica');
  page.text(label, 330, y, { width: 150, align: 'right' });
  page.text(value, 490, y, { width: RIGHT - 490, align: 'right' });
  return y + 16;
}

/**
 * An invoice as a PDF in the order's language: the shop, the invoice and order numbers and dates, billing and
 * shipping address, a row per line item with quantity, tax rate, unit and total price, the shipping costs, the
 * net sum, the VAT per rate and the total, all in the order's currency and written as in the order's locale.
 */
export function invoicePdf(invoice: InvoiceData, render: typeof renderPdf = renderPdf): Promise<Buffer> {
  const texts = invoiceTextsFor(invoice.language, invoice.countryIso);
  const money = (amount: unknown) => formatMoney(Number(amount ?? 0), invoice.currencyIso, invoice.locale);
  const day = dayIn(invoice.locale);
  const rate = rateIn(invoice.locale);
  return render(
    { title: texts.title(invoice.invoiceNumber), date: new Date(invoice.invoiceDate) },
    (page) => {
      page.font('Helvetica-Bold').fontSize(16).text(invoice.shopName, LEFT, 50);
      page.font('Helvetica').fontSize(8).fillColor('#555555').text(`${invoice.shopName} · sandbox`, LEFT, 72);
      page.fillColor('#000000').fontSize(10);
      let y = 110;
      for (const line of addressLines(invoice.billingAddress)) {
        page.text(line, LEFT, y);
        y += 13;
      }
      const meta: [string, string][] = [
        [texts.invoiceNumber, invoice.invoiceNumber],
        [texts.invoiceDate, day(invoice.invoiceDate)],
        [texts.orderNumber, invoice.orderNumber],
        [texts.orderDate, day(invoice.orderDate)],
        [texts.customerNumber, invoice.customerNumber],
      ];
      meta.forEach(([label, value], index) => {
        page.text(label, 340, 110 + index * 13, { width: 100 });
        page.text(value, 440, 110 + index * 13, { width: RIGHT - 440, align: 'right' });
      });
      y = Math.max(y, 110 + meta.length * 13) + 25;
      page.font('Helvetica-Bold').fontSize(14).text(texts.title(invoice.invoiceNumber), LEFT, y);
      y += 30;
      page.fontSize(9);
      y = row(page, y, texts.columns);
      page
        .moveTo(LEFT, y - 3)
        .lineTo(RIGHT, y - 3)
        .stroke();
      page.font('Helvetica');
      invoice.lineItems.forEach((lineItem, index) => {
        if (y > 720) {
          page.addPage();
          y = 50;
        }
        const price = (lineItem.price as Doc | undefined) ?? {};
        y = row(page, y, {
          position: String(index + 1),
          label: String(lineItem.label ?? ''),
          quantity: String(lineItem.quantity ?? 1),
          taxRate: taxRateOf(lineItem, rate),
          unit: money(price.unitPrice),
          total: money(price.totalPrice),
        });
      });
      page.moveTo(LEFT, y).lineTo(RIGHT, y).stroke();
      y += 10;
      if (y > 640) {
        page.addPage();
        y = 50;
      }
      const price = invoice.price;
      y = totalLine(page, y, texts.positions, money(price.positionPrice));
      // An order of digital content only has no delivery: no delivery line.
      if (invoice.shippingMethod !== null)
        y = totalLine(
          page,
          y,
          `${texts.shipping}${invoice.shippingMethod ? ` (${invoice.shippingMethod})` : ''}`,
          money(invoice.shippingCosts),
        );
      y = totalLine(page, y, texts.net, money(price.netPrice));
      for (const tax of (price.calculatedTaxes as Doc[] | undefined) ?? [])
        y = totalLine(page, y, texts.tax(rate(tax.taxRate)), money(tax.tax));
      // A total rounded to the currency's cash step (5 Rappen in CHF): the difference is a line of its own, so
      // the lines add up to the total.
      const rounding = Number(price.totalPrice) - Number(price.rawTotal ?? price.totalPrice);
      if (Math.round(rounding * 100) !== 0) y = totalLine(page, y, texts.rounding, money(rounding));
      y = totalLine(page, y + 4, texts.total, money(price.totalPrice), true);
      page.font('Helvetica').fontSize(9);
      page.text(`${texts.paymentMethod}${texts.colon} ${invoice.paymentMethod}`, LEFT, y + 20);
      if (invoice.shippingAddress) {
        page.text(`${texts.shippingAddress}${texts.colon}`, LEFT, y + 40);
        page.text(addressLines(invoice.shippingAddress).join(', '), LEFT, y + 53, { width: RIGHT - LEFT });
      }
    },
  );
}
