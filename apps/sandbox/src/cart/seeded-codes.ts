import { idFor } from '../ids.js';
import type { GiftCard, Promotion } from './promotion.js';

const name = (de: string, en: string, fr: string) => ({ de, en, fr });

const PROMOTIONS: Omit<Promotion, 'id'>[] = [
  {
    code: 'BEAUTY10',
    name: name('10 % auf alles', '10% off everything', '10 % sur tout'),
    discount: { type: 'percentage', value: 10 },
    validFrom: null,
    validUntil: null,
    minOrderValue: null,
    maxUsesPerCustomer: null,
  },
  {
    code: 'MINUS5',
    name: name('5 € Rabatt', '5 off', '5 € de remise'),
    discount: { type: 'absolute', value: { EUR: 5, CHF: 5 } },
    validFrom: null,
    validUntil: null,
    minOrderValue: null,
    maxUsesPerCustomer: null,
  },
  {
    code: 'FREESHIP',
    name: name('Versandkostenfrei', 'Free shipping', 'Livraison offerte'),
    discount: { type: 'free-shipping' },
    validFrom: null,
    validUntil: null,
    minOrderValue: null,
    maxUsesPerCustomer: null,
  },
  {
    code: 'WELCOME15',
    name: name('15 % Willkommensrabatt', '15% welcome discount', '15 % de bienvenue'),
    discount: { type: 'percentage', value: 15 },
    validFrom: null,
    validUntil: null,
    minOrderValue: null,
    maxUsesPerCustomer: 1,
  },
  {
    code: 'SUMMER2024',
    name: name('Sommer 2024', 'Summer 2024', 'Été 2024'),
    discount: { type: 'percentage', value: 20 },
    validFrom: '2024-06-01T00:00:00.000Z',
    validUntil: '2024-08-31T23:59:59.000Z',
    minOrderValue: null,
    maxUsesPerCustomer: null,
  },
  {
    code: 'MIN50',
    name: name('10 € ab 50 €', '10 off from 50', '10 € dès 50 €'),
    discount: { type: 'absolute', value: { EUR: 10, CHF: 10 } },
    validFrom: null,
    validUntil: null,
    minOrderValue: { EUR: 50, CHF: 50 },
    maxUsesPerCustomer: null,
  },
  {
    code: 'GIFT',
    name: name('Gratis-Probe', 'Free sample', 'Échantillon offert'),
    discount: { type: 'free-product' },
    validFrom: null,
    validUntil: null,
    minOrderValue: null,
    maxUsesPerCustomer: null,
  },
];

/** The promotion codes every sandbox has (README, "Cart"). */
export const SEEDED_PROMOTIONS: readonly Promotion[] = PROMOTIONS.map((promotion) => ({
  ...promotion,
  id: idFor(`promotion:${promotion.code}`),
}));

/** Gift cards (voucher cards) with their balance in EUR. */
export const SEEDED_GIFT_CARDS: readonly GiftCard[] = [
  { code: 'GC-25-BEAUTY', balance: 25 },
  { code: 'GC-100-BEAUTY', balance: 100 },
  { code: 'GC-EMPTY', balance: 0 },
].map((card) => ({ ...card, id: idFor(`gift-card:${card.code}`) }));

const quote = (value: string) => `'${value.replaceAll("'", "''")}'`;

/** INSERT statements for the seeded codes, run by the migration that creates their tables. */
export function seededCodesSql(): string {
  const promotions = SEEDED_PROMOTIONS.map(
    (promotion) =>
      `INSERT INTO promotion (code, id, doc) VALUES (${quote(promotion.code)}, ${quote(promotion.id)}, ${quote(JSON.stringify(promotion))});`,
  );
  const cards = SEEDED_GIFT_CARDS.map(
    (card) =>
      `INSERT INTO gift_card (code, id, balance, initial_balance) VALUES (${quote(card.code)}, ${quote(card.id)}, ${card.balance}, ${card.balance});`,
  );
  return [...promotions, ...cards].join('\n');
}
