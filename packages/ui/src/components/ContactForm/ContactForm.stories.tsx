import type { Meta, StoryObj } from '@storybook/react-vite';
import { ContactForm } from './ContactForm';

const meta = {
  title: 'Content/ContactForm',
  component: ContactForm,
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
} satisfies Meta<typeof ContactForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const salutations = [
  { value: 'mrs', label: 'Mrs' },
  { value: 'mr', label: 'Mr' },
  { value: 'none', label: 'Not specified' },
];

export const Empty: Story = {};
export const WithSalutation: Story = { args: { salutations } };
export const Refused: Story = {
  args: {
    salutations,
    values: { email: 'anna@', subject: '', comment: 'Where is my parcel?' },
    errors: {
      email: 'Email: This value is not a valid email address.',
      subject: 'Subject: This value should not be blank.',
    },
  },
};
export const Throttled: Story = {
  args: { notice: { tone: 'warning', text: 'Too many messages. Please wait 30 seconds and try again.' } },
};
export const Submitting: Story = { args: { state: 'submitting' } };
