import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
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

/** The shop says what it does with the message, and links its privacy page, right above the button. */
export const WithPrivacyNotice: Story = {
  args: {
    privacyNotice: (
      <>
        We use your details only to answer your enquiry. More in our <a href="/privacy">privacy policy</a>.
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'privacy policy' });
    const button = canvas.getByRole('button', { name: 'Send message' });
    await expect(link.closest('form')).toBe(button.closest('form'));
    await expect(link.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  },
};
