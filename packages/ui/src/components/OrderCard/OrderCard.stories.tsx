import type { Meta, StoryObj } from '@storybook/react-vite';
import { OrderCard } from './OrderCard';

const meta = {
  title: 'Account/OrderCard',
  component: OrderCard,
  args: {
    title: 'Order 10042',
    date: 'Ordered on 27 Nov 2026',
    states: [
      { label: 'Order status', value: 'Open', tone: 'info' },
      { label: 'Payment status', value: 'Open', tone: 'warning' },
    ],
    totalLabel: 'Total',
    total: '€91.05',
    href: '#order-10042',
    linkLabel: 'Details',
    linkAccessibleLabel: 'Details of order 10042',
  },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
} satisfies Meta<typeof OrderCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
export const Completed: Story = {
  args: {
    states: [
      { label: 'Order status', value: 'Completed', tone: 'success' },
      { label: 'Payment status', value: 'Paid', tone: 'success' },
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
export const Narrow: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 340 }}>{Story()}</div>],
  args: { title: 'Commande 10042', date: 'Commandée le 27 nov. 2026', total: '91,05 CHF' },
};
