import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { CheckoutSummary } from './CheckoutSummary';

const items = [
  { id: 'a', label: 'Hydrating Day Cream', detail: '50 ml', quantity: 2, totalPrice: 39.8 },
  { id: 'b', label: 'Rose Facial Oil', quantity: 1, totalPrice: 24.5 },
  { id: 'p', label: '10% off everything', detail: 'BEAUTY10', quantity: 1, totalPrice: -6.43 },
];
const totals = { subtotal: 57.87, shipping: 4.95, total: 62.82 };

const meta = {
  title: 'Checkout/CheckoutSummary',
  component: CheckoutSummary,
  args: { items, totals, currency: 'EUR', locale: 'en-gb' },
  decorators: [(Story) => <div style={{ maxWidth: 400 }}>{Story()}</div>],
} satisfies Meta<typeof CheckoutSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('list', { name: 'Items' }).children).toHaveLength(3);
    await expect(canvas.getByText('€62.82')).toBeVisible();
    await expect(canvas.getByText('-€6.43')).toBeVisible();
    // Lines without a picture keep their place with an icon of their kind: a tag for the discount, which has no
    // quantity to tell.
    const promotion = canvas.getByText('10% off everything').closest('li');
    await expect(promotion?.textContent).not.toMatch(/Qty/);
    await expect(promotion?.querySelector('[aria-hidden="true"] > svg path')?.getAttribute('d')).toMatch(
      /^M3\.5 12\.5/,
    );
  },
};
export const WithPlaceOrder: Story = {
  args: {
    children: (
      <Button fullWidth size="lg">
        Place order
      </Button>
    ),
  },
};
export const FreeShippingInFrancs: Story = {
  args: { totals: { subtotal: 64.3, shipping: 0, total: 64.3 }, currency: 'CHF', locale: 'de-ch' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Free')).toBeVisible();
    await expect(within(canvasElement).queryByText('Rounding')).toBeNull();
  },
};
/** A CHF total rounded to 5 Rappen: the difference has a row, so the rows add up to what is paid. */
export const RoundedInFrancs: Story = {
  args: {
    totals: { subtotal: 64.32, shipping: 0, total: 64.3, rounding: 64.3 - 64.32 },
    currency: 'CHF',
    locale: 'de-ch',
  },
  play: async ({ canvasElement }) => {
    const rounding = within(canvasElement).getByText('Rounding');
    await expect(rounding.nextElementSibling).toHaveTextContent(/^CHF\s?-0\.02$/);
  },
};
/** A code worth nothing among the goods (free shipping saves on delivery): a code's line, no quantity to tell. */
export const FreeShippingCode: Story = {
  args: {
    items: [
      { id: 'a', label: 'Hydrating Day Cream', quantity: 2, totalPrice: 39.8 },
      { id: 'f', label: 'Free shipping', detail: 'FREESHIP', quantity: undefined, totalPrice: 0 },
    ],
    totals: { subtotal: 39.8, shipping: 0, total: 39.8 },
  },
  play: async ({ canvasElement }) => {
    const code = within(canvasElement).getByText('Free shipping').closest('li');
    await expect(code?.textContent).not.toMatch(/Qty/);
    await expect(code?.querySelector('[aria-hidden="true"] > svg path')?.getAttribute('d')).toMatch(
      /^M3\.5 12\.5/,
    );
  },
};
/** Digital content only: nothing is delivered, so the summary has no delivery row. */
export const NothingToDeliver: Story = {
  args: {
    items: [{ id: 'guide', label: 'Skincare guide (e-book)', quantity: 1, totalPrice: 5.49 }],
    totals: { subtotal: 5.49, total: 5.49 },
  },
  play: async ({ canvasElement }) => {
    const terms = [...canvasElement.querySelectorAll('dt')].map((term) => term.textContent?.trim());
    await expect(terms).not.toContain('Shipping');
    await expect(terms[0]).toBe('Subtotal');
  },
};

export const Empty: Story = {
  args: { items: [], totals: { subtotal: 0, shipping: 0, total: 0 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Your basket is empty.')).toBeVisible();
  },
};
export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region')).toHaveAttribute('aria-busy', 'true');
  },
};
export const Disabled: Story = {
  args: {
    children: (
      <Button fullWidth size="lg" disabled>
        Place order
      </Button>
    ),
  },
};
