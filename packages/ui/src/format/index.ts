export { formatCurrency } from './formatCurrency';
export { formatDate } from './formatDate';
export { formatNumber } from './formatNumber';
export { formatPercent } from './formatPercent';
export { type ShopLocale, shopLocales } from './locales';
