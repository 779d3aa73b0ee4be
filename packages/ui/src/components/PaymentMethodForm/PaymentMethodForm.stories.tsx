import type { Meta, StoryObj } from '@storybook/react-vite';
import { PaymentMethodForm } from './PaymentMethodForm';

const meta = {
  title: 'Account/PaymentMethodForm',
  component: PaymentMethodForm,
  args: {
    legend: 'Default payment method',
    submitLabel: 'Save',
    methods: [
      { id: 'pm-invoice', name: 'Invoice', description: 'Pay within 14 days.' },
      { id: 'pm-card', name: 'Credit card' },
      { id: 'pm-paypal', name: 'PayPal' },
    ],
  },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
} satisfies Meta<typeof PaymentMethodForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: { selectedId: 'pm-invoice' } };
export const Saved: Story = {
  args: {
    selectedId: 'pm-card',
    notice: { tone: 'success', text: 'Your default payment method has been saved.' },
  },
};
export const Submitting: Story = { args: { selectedId: 'pm-card', state: 'submitting' } };
export const OrderPaymentChange: Story = {
  args: {
    intent: 'order-payment',
    orderId: 'o-1',
    legend: 'Pay this order with',
    submitLabel: 'Change payment method',
  },
};
