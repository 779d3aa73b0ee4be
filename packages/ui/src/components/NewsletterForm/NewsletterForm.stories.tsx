import type { Meta, StoryObj } from '@storybook/react-vite';
import { NewsletterForm } from './NewsletterForm';

const meta = {
  title: 'Account/NewsletterForm',
  component: NewsletterForm,
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof NewsletterForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Subscribe: Story = {};
export const Footer: Story = { args: { layout: 'inline' } };
export const MailSent: Story = {
  args: {
    email: 'anna@example.com',
    notice: { tone: 'success', text: 'Almost done: please confirm with the link in the mail we sent you.' },
  },
};
export const InvalidEmail: Story = { args: { email: 'anna@', error: 'Please enter a valid email address.' } };
export const Throttled: Story = {
  args: { notice: { tone: 'warning', text: 'Too many attempts. Please wait 30 seconds and try again.' } },
};
export const Unsubscribe: Story = {
  args: { intent: 'unsubscribe', labels: { email: 'Email address', submit: 'Unsubscribe' } },
};
export const Submitting: Story = { args: { email: 'anna@example.com', state: 'submitting' } };
