import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FREE_SHIPPING_THRESHOLDS, SHIPPING_COSTS } from '../../cart/shipping-costs.js';

// The seeded content is prose; what it promises about shipping must be what the cart charges.
const source = (file: string) => readFileSync(new URL(file, import.meta.url), 'utf8');
const servicePages = source('./seedServicePages.ts');
const teasers = source('./seedTeasers.ts');
const german = (amount: number) => amount.toFixed(2).replace('.', ',');

describe('the shipping page and the banners promise what the cart charges', () => {
  it('names each market’s standard cost and free-shipping threshold', () => {
    const { DE, AT, CH, FR } = FREE_SHIPPING_THRESHOLDS;
    const standard = SHIPPING_COSTS.standard;
    expect(servicePages).toContain(
      `ab einem Bestellwert von ${DE.amount} € versandkostenfrei, darunter berechnen wir ${german(standard.DE?.amount ?? 0)} €`,
    );
    expect(servicePages).toContain(
      `Nach Österreich liefern wir ab ${AT.amount} € versandkostenfrei, darunter kostet die Lieferung ${german(standard.AT?.amount ?? 0)} €`,
    );
    expect(servicePages).toContain(
      `offerte dès ${FR.amount}\\u00a0€ d’achat\\u00a0; en dessous, elle coûte ${german(standard.FR?.amount ?? 0)}\\u00a0€`,
    );
    expect(servicePages).toContain(
      `ab CHF ${CH.amount} gratis, darunter berechnen wir CHF ${standard.CH?.amount.toFixed(2)}`,
    );
    expect(servicePages).toContain(
      `En Suisse, la livraison est offerte dès CHF ${CH.amount} d’achat\\u00a0; en dessous, elle coûte CHF ${standard.CH?.amount.toFixed(2)}`,
    );
  });

  it('gives no other free-shipping threshold for Switzerland', () => {
    const swissThresholds = [...`${servicePages}\n${teasers}`.matchAll(/(?:ab|from|dès) CHF (\d+)/g)].map(
      (match) => Number(match[1]),
    );
    expect(swissThresholds.length).toBeGreaterThan(0);
    expect(new Set(swissThresholds)).toEqual(new Set([FREE_SHIPPING_THRESHOLDS.CH.amount]));
  });
});
