import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ChangeEmailForm, ProfileForm } from './ProfileForms';

const salutations = [
  { value: 's-mrs', label: 'Mrs' },
  { value: 's-mr', label: 'Mr' },
];

const meta = {
  title: 'Account/ProfileForms',
  component: ProfileForm,
  args: { salutations },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof ProfileForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const anna = { salutationId: 's-mrs', firstName: 'Anna', lastName: 'Beispiel', birthday: '1990-04-12' };

export const Profile: Story = { args: { values: anna } };
export const ProfileSaved: Story = {
  args: { values: anna, notice: { tone: 'success', text: 'Your personal data has been saved.' } },
};
export const ProfileErrors: Story = {
  args: {
    values: { ...anna, firstName: '' },
    errors: { firstName: 'First name: This value should not be blank.' },
  },
};
export const ProfileSubmitting: Story = { args: { values: anna, state: 'submitting' } };
export const ChangeEmail: Story = { render: () => <ChangeEmailForm currentEmail="anna@example.com" /> };
export const ChangeEmailRefused: Story = {
  render: () => (
    <ChangeEmailForm
      currentEmail="anna@example.com"
      errors={{ password: 'The password is not correct.' }}
      notice={{ tone: 'danger', text: 'The email address was not changed.' }}
    />
  ),
};
/** A refused change shows the new address as it was sent (a page loaded anew without JavaScript); never the password. */
export const ChangeEmailRefusedKeepsAddress: Story = {
  render: () => (
    <ChangeEmailForm
      currentEmail="anna@example.com"
      values={{ email: 'anna.neu@example.com', emailConfirmation: 'anna.neu@example.com' }}
      errors={{ password: 'The password is not correct.' }}
      notice={{ tone: 'danger', text: 'The email address was not changed.' }}
    />
  ),
  play: async ({ canvasElement }) => {
    const field = (name: string) => canvasElement.querySelector<HTMLInputElement>(`input[name="${name}"]`);
    await expect(field('email')?.value).toBe('anna.neu@example.com');
    await expect(field('emailConfirmation')?.value).toBe('anna.neu@example.com');
    await expect(field('password')?.value).toBe('');
  },
};
