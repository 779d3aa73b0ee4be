import type { Meta, StoryObj } from '@storybook/react-vite';
import { PaybackForm } from './PaybackForm';

const meta = {
  title: 'Account/PaybackForm',
  component: PaybackForm,
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
} satisfies Meta<typeof PaybackForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const EnterNumber: Story = {};
export const NotValid: Story = { args: { numberError: 'This PAYBACK number is not valid.' } };
export const Blocked: Story = {
  args: { numberError: 'This PAYBACK card is blocked (403). Please contact PAYBACK.' },
};
export const NumberOnFile: Story = { args: { numberOnFile: '******7897' } };
export const WithCoupons: Story = { args: { numberOnFile: '******7897', promotionCodes: ['PBX5', 'PBX10'] } };
export const CouponRefused: Story = {
  args: { numberOnFile: '******7897', codeError: 'This coupon code could not be added.' },
};
export const Submitting: Story = { args: { state: 'submitting' } };
