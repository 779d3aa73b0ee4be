import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PriceSummary } from './PriceSummary';

const labels = {
  subtotal: 'Subtotal',
  shipping: 'Shipping',
  shippingFree: 'Free',
  tax: 'incl. {rate}% VAT',
  total: 'Total',
  rounding: 'Rounding',
  freeShippingRemaining: '{amount} more for free shipping',
  freeShippingReached: 'Your order ships free',
};

const meta = {
  title: 'Commerce/PriceSummary',
  component: PriceSummary,
  args: {
    currency: 'EUR',
    locale: 'en-gb',
    subtotal: 34.9,
    shipping: 4.95,
    taxes: [{ taxRate: 19, tax: 6.36 }],
    total: 39.85,
    freeShippingThreshold: 49,
    labels,
  },
} satisfies Meta<typeof PriceSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

export const BelowFreeShipping: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('€14.10 more for free shipping');
    await expect(canvasElement).toHaveTextContent('€39.85');
  },
};
export const FreeShippingReached: Story = {
  args: { subtotal: 59.8, shipping: 0, total: 59.8, taxes: [{ taxRate: 19, tax: 9.55 }] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('Your order ships free');
    await expect(within(canvasElement).getByText('Free')).toBeVisible();
  },
};
/** Express above the threshold: the threshold covers standard delivery only, so no progress says "ships free". */
export const ChargedAboveThreshold: Story = {
  args: { subtotal: 59.8, shipping: 9.95, total: 69.75 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('progress')).toBeNull();
    await expect(within(canvasElement).queryByText('Your order ships free')).toBeNull();
  },
};
/** A free-shipping code below the threshold: delivery is free, so no progress asks for more. */
export const FreeBelowThreshold: Story = {
  args: { subtotal: 32.98, shipping: 0, total: 32.98 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('progress')).toBeNull();
    await expect(within(canvasElement).getByText('Free')).toBeVisible();
  },
};
export const ShippingUnknown: Story = { args: { shipping: undefined, freeShippingThreshold: undefined } };
export const SeveralTaxRates: Story = {
  args: {
    taxes: [
      { taxRate: 19, tax: 4.1 },
      { taxRate: 7, tax: 0.9 },
    ],
  },
};
export const SwissFrancs: Story = { args: { currency: 'CHF', locale: 'de-CH', freeShippingThreshold: 69 } };
/** A CHF total rounded to 5 Rappen: the rounding has a row of its own, so the rows add up to the total. */
export const SwissTotalRounded: Story = {
  args: {
    currency: 'CHF',
    locale: 'de-CH',
    subtotal: 49.77,
    shipping: 0,
    taxes: [{ taxRate: 8.1, tax: 3.73 }],
    total: 49.75,
    rounding: 49.75 - 49.77,
    freeShippingThreshold: 69,
  },
  play: async ({ canvasElement }) => {
    const rounding = within(canvasElement).getByText('Rounding');
    await expect(rounding.nextElementSibling).toHaveTextContent(/^CHF\s?-0\.02$/);
  },
};
/** A difference below a cent (floating point left over) is no rounding: no row. */
export const NoRoundingBelowACent: Story = {
  args: { rounding: 39.85 - (34.9 + 4.95) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('Rounding')).toBeNull();
  },
};
/** France's reduced rate (5.5 %) in French notation: the rate is a number of the page's locale too. */
export const FrenchReducedRate: Story = {
  args: {
    locale: 'fr-FR',
    subtotal: 21.1,
    shipping: 4.95,
    taxes: [{ taxRate: 5.5, tax: 1.1 }],
    total: 26.05,
    labels: { ...labels, tax: 'dont TVA {rate}\u00a0%' },
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent(/dont TVA 5,5\s%/);
  },
};
