import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { CartLine } from '../CartLine/CartLine';
import { EmptyState } from '../EmptyState/EmptyState';
import { PriceSummary } from '../PriceSummary/PriceSummary';
import { SideCart } from './SideCart';

const summary = (
  <PriceSummary
    currency="EUR"
    locale="en-gb"
    subtotal={49.9}
    shipping={0}
    total={49.9}
    freeShippingThreshold={49}
    labels={{
      subtotal: 'Subtotal',
      shipping: 'Shipping',
      shippingFree: 'Free',
      tax: 'incl. {rate}% VAT',
      total: 'Total',
      freeShippingRemaining: '{amount} more for free shipping',
      freeShippingReached: 'Your order ships free',
    }}
  />
);

const meta = {
  title: 'Commerce/SideCart',
  component: SideCart,
  args: {
    open: true,
    onClose: fn(),
    title: 'Your cart (2)',
    closeLabel: 'Close',
    summary,
    actions: <Button fullWidth>Go to cart</Button>,
    children: (
      <CartLine
        label="Hydra Botanica Serum"
        unitPrice={24.95}
        totalPrice={49.9}
        currency="EUR"
        locale="en-gb"
        unitPriceLabel="Unit price"
        quantity="2 ×"
      />
    ),
  },
} satisfies Meta<typeof SideCart>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithItems: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Your cart (2)' });
    await expect(dialog).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};
export const Empty: Story = {
  args: {
    title: 'Your cart',
    summary: undefined,
    actions: undefined,
    children: <EmptyState title="Your cart is empty" action={<Button>Continue shopping</Button>} />,
  },
};
export const Closed: Story = { args: { open: false } };
