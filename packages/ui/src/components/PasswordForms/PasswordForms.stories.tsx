import type { Meta, StoryObj } from '@storybook/react-vite';
import { ChangePasswordForm, RecoverPasswordForm, ResetPasswordForm } from './PasswordForms';

const meta = {
  title: 'Account/PasswordForms',
  component: RecoverPasswordForm,
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof RecoverPasswordForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Recover: Story = {};
export const RecoverSent: Story = {
  args: {
    email: 'anna@example.com',
    notice: {
      tone: 'success',
      text: 'If an account exists for this address, we have sent a link to reset the password.',
    },
  },
};
export const RecoverThrottled: Story = {
  args: { notice: { tone: 'warning', text: 'Too many attempts. Please wait 30 seconds and try again.' } },
};
export const RecoverSubmitting: Story = { args: { email: 'anna@example.com', state: 'submitting' } };
export const Reset: Story = { render: () => <ResetPasswordForm hash="0123456789abcdef0123456789abcdef" /> };
export const ResetExpired: Story = {
  render: () => (
    <ResetPasswordForm
      hash="0123456789abcdef0123456789abcdef"
      notice={{ tone: 'danger', text: 'This link has expired. Please request a new one.' }}
    />
  ),
};
export const ResetMismatch: Story = {
  render: () => (
    <ResetPasswordForm
      hash="0123456789abcdef0123456789abcdef"
      errors={{ newPasswordConfirm: 'The two entries do not match.' }}
    />
  ),
};
export const Change: Story = { render: () => <ChangePasswordForm /> };
export const ChangeWrongPassword: Story = {
  render: () => (
    <ChangePasswordForm
      errors={{ password: 'The current password is not correct.' }}
      notice={{ tone: 'danger', text: 'The password was not changed.' }}
    />
  ),
};
export const ChangeSubmitting: Story = { render: () => <ChangePasswordForm state="submitting" /> };
