const formats = new Map<string, Intl.NumberFormat>();

/** An amount in a currency as a German-language document writes it ("12,34 €", "12,35 CHF"). */
export function formatMoney(amount: number, currencyIso: string, locale = 'de-DE'): string {
  const key = `${locale}|${currencyIso}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency: currencyIso });
    formats.set(key, format);
  }
  // Narrow no-break spaces are outside the PDF standard fonts' encoding; a plain no-break space reads the same.
  return format.format(amount).replace(/\u202f/g, '\u00a0');
}
