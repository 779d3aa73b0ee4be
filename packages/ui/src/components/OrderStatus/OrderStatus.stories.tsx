import type { Meta, StoryObj } from '@storybook/react-vite';
import { OrderStatus } from './OrderStatus';

const meta = {
  title: 'Account/OrderStatus',
  component: OrderStatus,
  args: {
    states: [
      { label: 'Order status', value: 'Open', tone: 'info' },
      { label: 'Payment status', value: 'Open', tone: 'warning' },
    ],
  },
} satisfies Meta<typeof OrderStatus>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
export const Paid: Story = {
  args: {
    states: [
      { label: 'Order status', value: 'Completed', tone: 'success' },
      { label: 'Payment status', value: 'Paid', tone: 'success' },
    ],
  },
};
export const PaymentFailed: Story = {
  args: {
    states: [
      { label: 'Order status', value: 'Open', tone: 'info' },
      { label: 'Payment status', value: 'Failed', tone: 'danger' },
    ],
  },
};
export const Cancelled: Story = {
  args: {
    states: [
      { label: 'Order status', value: 'Cancelled', tone: 'neutral' },
      { label: 'Payment status', value: 'Cancelled', tone: 'neutral' },
    ],
  },
};
export const WithoutPayment: Story = {
  args: { states: [{ label: 'Order status', value: 'In progress', tone: 'info' }] },
};
