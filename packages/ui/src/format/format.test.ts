import { describe, expect, it } from 'vitest';
import { formatCurrency } from './formatCurrency';
import { formatDate } from './formatDate';
import { formatNumber } from './formatNumber';
import { formatPercent } from './formatPercent';
import { dateFormat, numberFormat } from './formatterCache';

// Node's ICU separates with U+00A0 (no-break space) and, in French, U+202F (narrow no-break space).
const NBSP = '\u00a0';
const NNBSP = '\u202f';

describe('formatCurrency', () => {
  it.each([
    ['de-de', 'EUR', `1.234,50${NBSP}€`],
    ['de-de', 'CHF', `1.234,50${NBSP}CHF`],
    ['en-gb', 'EUR', '€1,234.50'],
    ['en-gb', 'CHF', `CHF${NBSP}1,234.50`],
    ['de-at', 'EUR', `€${NBSP}1.234,50`],
    ['de-at', 'CHF', `CHF${NBSP}1.234,50`],
    ['de-ch', 'EUR', `EUR${NBSP}1'234.50`],
    ['de-ch', 'CHF', `CHF${NBSP}1'234.50`],
    ['fr-fr', 'EUR', `1${NNBSP}234,50${NBSP}€`],
    ['fr-fr', 'CHF', `1${NNBSP}234,50${NBSP}CHF`],
    ['fr-ch', 'EUR', `1${NNBSP}234.50${NBSP}€`],
    ['fr-ch', 'CHF', `1${NNBSP}234.50${NBSP}CHF`],
  ])('formats 1234.5 in %s as %s: %j', (locale, currency, expected) => {
    expect(formatCurrency(1234.5, currency, locale)).toBe(expected);
  });

  it('keeps two fraction digits for whole amounts', () => {
    expect(formatCurrency(20, 'EUR', 'de-de')).toBe(`20,00${NBSP}€`);
  });
});

describe('formatNumber', () => {
  it.each([
    ['de-de', '1.234.567,891'],
    ['en-gb', '1,234,567.891'],
    ['de-at', `1${NBSP}234${NBSP}567,891`],
    ['de-ch', "1'234'567.891"],
    ['fr-fr', `1${NNBSP}234${NNBSP}567,891`],
    ['fr-ch', `1${NNBSP}234${NNBSP}567,891`],
  ])('formats 1234567.891 in %s as %j', (locale, expected) => {
    expect(formatNumber(1234567.891, locale)).toBe(expected);
  });
});

describe('formatPercent', () => {
  it.each([
    ['de-de', `20${NBSP}%`],
    ['en-gb', '20%'],
    ['de-at', `20${NBSP}%`],
    ['de-ch', '20%'],
    ['fr-fr', `20${NBSP}%`],
    ['fr-ch', '20%'],
  ])('formats the fraction 0.2 in %s as %j', (locale, expected) => {
    expect(formatPercent(0.2, locale)).toBe(expected);
  });

  it('rounds to whole percent by default', () => {
    expect(formatPercent(0.1666, 'en-gb')).toBe('17%');
  });
});

describe('formatDate', () => {
  const date = new Date(Date.UTC(2026, 2, 5, 12));
  it.each([
    ['de-de', '05.03.2026', '5. März 2026'],
    ['en-gb', '5 Mar 2026', '5 March 2026'],
    ['de-at', '05.03.2026', '5. März 2026'],
    ['de-ch', '05.03.2026', '5. März 2026'],
    ['fr-fr', '5 mars 2026', '5 mars 2026'],
    ['fr-ch', '5 mars 2026', '5 mars 2026'],
  ])('formats 5 March 2026 in %s as %j (medium) and %j (long)', (locale, medium, long) => {
    expect(formatDate(date, locale, { dateStyle: 'medium', timeZone: 'UTC' })).toBe(medium);
    expect(formatDate(date, locale, { dateStyle: 'long', timeZone: 'UTC' })).toBe(long);
  });

  it('accepts ISO strings as Shopware sends them', () => {
    expect(
      formatDate('2026-03-05T12:00:00.000+00:00', 'de-de', { dateStyle: 'medium', timeZone: 'UTC' }),
    ).toBe('05.03.2026');
  });

  it('rejects a string that is no date', () => {
    expect(() => formatDate('yesterday', 'de-de')).toThrow(RangeError);
  });
});

describe('formatter cache', () => {
  it('reuses one Intl formatter per locale and options', () => {
    expect(numberFormat('de-de', { style: 'currency', currency: 'EUR' })).toBe(
      numberFormat('de-de', { style: 'currency', currency: 'EUR' }),
    );
    expect(numberFormat('de-de', { style: 'currency', currency: 'CHF' })).not.toBe(
      numberFormat('de-de', { style: 'currency', currency: 'EUR' }),
    );
    expect(dateFormat('fr-ch', { dateStyle: 'long' })).toBe(dateFormat('fr-ch', { dateStyle: 'long' }));
  });
});
