import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { PaymentMethods } from './PaymentMethods';

const methods = [
  { id: 'invoice', name: 'Invoice', description: 'Pay by invoice within 14 days.' },
  { id: 'card', name: 'Credit card', description: 'Visa, Mastercard and American Express.', redirects: true },
  { id: 'prepayment', name: 'Prepayment' },
];

const meta = {
  title: 'Checkout/PaymentMethods',
  component: PaymentMethods,
  args: { methods, selectedId: 'invoice' },
  decorators: [(Story) => <form style={{ maxWidth: 480 }}>{Story()}</form>],
} satisfies Meta<typeof PaymentMethods>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: /Invoice/ })).toBeChecked();
    await expect(canvas.getByText('You will be redirected to the payment provider.')).toBeVisible();
  },
};

export const Controlled: Story = {
  render: function Render(args) {
    const [selected, setSelected] = useState<string | undefined>(undefined);
    return <PaymentMethods {...args} selectedId={selected} onChange={setSelected} />;
  },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('radio', { name: /Credit card/ });
    await userEvent.click(card);
    await expect(card).toBeChecked();
  },
};

export const Empty: Story = {
  args: { methods: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('No payment method');
  },
};
export const Invalid: Story = { args: { selectedId: undefined, error: 'Please choose a payment method.' } };
export const Loading: Story = { args: { state: 'loading' } };
export const Disabled: Story = {
  args: { state: 'disabled' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: /Prepayment/ })).toBeDisabled();
  },
};
