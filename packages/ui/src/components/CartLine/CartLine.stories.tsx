import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button/Button';
import { QuantityStepper } from '../QuantityStepper/QuantityStepper';
import { CartLine } from './CartLine';

const meta = {
  title: 'Commerce/CartLine',
  component: CartLine,
  args: {
    label: 'Hydra Botanica Serum',
    href: '#serum',
    options: [{ group: 'Size', option: '50 ml' }],
    unitPrice: 24.95,
    totalPrice: 49.9,
    currency: 'EUR',
    locale: 'en-gb',
    unitPriceLabel: 'Unit price',
    quantity: (
      <QuantityStepper
        name="quantity"
        value={2}
        label="Quantity of Hydra Botanica Serum"
        decreaseLabel="Fewer"
        increaseLabel="More"
        updateLabel="Update"
      />
    ),
    remove: (
      <Button type="submit" variant="ghost">
        Remove
      </Button>
    ),
  },
  decorators: [
    (Story) => (
      <form aria-label="Cart line" onSubmit={(event) => event.preventDefault()}>
        {Story()}
      </form>
    ),
  ],
} satisfies Meta<typeof CartLine>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('Size: 50 ml');
    await expect(canvasElement).toHaveTextContent('€49.90');
  },
};
export const Pending: Story = { args: { pending: true } };
export const Promotion: Story = {
  args: {
    label: '10% off everything',
    detail: 'BEAUTY10',
    href: undefined,
    options: [],
    unitPrice: undefined,
    totalPrice: -4.99,
    quantity: undefined,
  },
  play: async ({ canvasElement }) => {
    // A discount shows its code, a tag where a product has its picture, and its amount as good news.
    await expect(canvasElement).toHaveTextContent('BEAUTY10');
    await expect(canvasElement.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    const amount = [...canvasElement.querySelectorAll('p')].find((p) => p.textContent === '-€4.99');
    await expect(getComputedStyle(amount as HTMLElement).color).toBe('rgb(31, 106, 63)');
  },
};
export const LongName: Story = {
  args: { label: 'The complete hydrating evening ritual set with serum, cream, mask and a travel bag' },
};
