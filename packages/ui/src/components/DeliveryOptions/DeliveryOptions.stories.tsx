import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { DeliveryOptions } from './DeliveryOptions';

const options = [
  {
    id: 'standard',
    name: 'Standard delivery',
    description: 'Delivered by DHL within 1–3 working days.',
    price: 4.95,
    deliveryWindow: { earliest: '2026-11-26', latest: '2026-11-30' },
  },
  {
    id: 'express',
    name: 'Express delivery',
    price: 9.95,
    deliveryWindow: { earliest: '2026-11-26', latest: '2026-11-26' },
  },
  { id: 'free', name: 'Free delivery', price: 0 },
];

const meta = {
  title: 'Checkout/DeliveryOptions',
  component: DeliveryOptions,
  args: { options, selectedId: 'standard', currency: 'EUR', locale: 'en-gb' },
  decorators: [(Story) => <form style={{ maxWidth: 480 }}>{Story()}</form>],
} satisfies Meta<typeof DeliveryOptions>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: /Standard delivery/ })).toBeChecked();
    await expect(canvas.getByText('€4.95')).toBeVisible();
    await expect(canvas.getByText(/^Arrives Thu,? 26 Nov$/)).toBeVisible();
    await expect(canvas.getByText('Free')).toBeVisible();
  },
};

export const Controlled: Story = {
  render: function Render(args) {
    const [selected, setSelected] = useState<string | undefined>('standard');
    return <DeliveryOptions {...args} selectedId={selected} onChange={setSelected} />;
  },
  play: async ({ canvasElement }) => {
    const express = within(canvasElement).getByRole('radio', { name: /Express delivery/ });
    await userEvent.click(express);
    await expect(express).toBeChecked();
  },
};

export const Swiss: Story = { args: { currency: 'CHF', locale: 'de-ch' } };
export const Empty: Story = {
  args: { options: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('No delivery option');
  },
};
export const Invalid: Story = { args: { selectedId: undefined, error: 'Please choose a delivery option.' } };
export const Loading: Story = { args: { state: 'loading' } };
export const Disabled: Story = {
  args: { state: 'disabled' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: /Express delivery/ })).toBeDisabled();
  },
};
