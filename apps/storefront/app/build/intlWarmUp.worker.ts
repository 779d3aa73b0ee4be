// A worker's side of app/build/intlWarmUp.ts: formats once per kind of formatter the pages use, in the page's
// language (the worker's name), then ends.
const locale = self.name || 'de-DE';
for (const currency of ['EUR', 'CHF'])
  new Intl.NumberFormat(locale, { style: 'currency', currency }).format(1);
new Intl.NumberFormat(locale, { style: 'percent' }).format(0.1);
new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(0);
self.close();
