import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoginForm } from './LoginForm';

const meta = {
  title: 'Account/LoginForm',
  component: LoginForm,
  args: { recoverHref: '/account/recover', registerHref: '/register', redirectTo: '/account' },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof LoginForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Submitting: Story = { args: { email: 'anna@example.com', state: 'submitting' } };
export const Refused: Story = {
  args: {
    email: 'anna@example.com',
    notice: { tone: 'danger', text: 'The email address or password is not correct.' },
  },
};
export const Throttled: Story = {
  args: {
    email: 'anna@example.com',
    notice: { tone: 'warning', text: 'Too many attempts. Please wait 30 seconds and try again.' },
  },
};
export const InModal: Story = { args: { headingLevel: 2 } };
