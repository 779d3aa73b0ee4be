import type { Meta, StoryObj } from '@storybook/react-vite';
import { RegisterForm } from './RegisterForm';

const meta = {
  title: 'Account/RegisterForm',
  component: RegisterForm,
  args: {
    loginHref: '/login',
    salutations: [
      { value: 's-mrs', label: 'Mrs' },
      { value: 's-mr', label: 'Mr' },
    ],
    countries: [
      { value: 'c-de', label: 'Germany' },
      { value: 'c-at', label: 'Austria' },
    ],
  },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
} satisfies Meta<typeof RegisterForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const anna = {
  accountType: 'private' as const,
  firstName: 'Anna',
  lastName: 'Beispiel',
  email: 'anna@example.com',
  billingAddress: { street: 'Rosenweg 5', zipcode: '10115', city: 'Berlin', countryId: 'c-de' },
};

export const Empty: Story = {};
export const Business: Story = {
  args: { values: { ...anna, accountType: 'business', company: 'Rosen GmbH' } },
};
export const ServerErrors: Story = {
  args: {
    values: anna,
    errors: {
      password: 'Please use at least 8 characters.',
      'billingAddress[zipcode]': 'Postcode: This value should not be blank.',
    },
    notice: { tone: 'danger', text: 'Please check the highlighted fields.' },
  },
};
export const Submitting: Story = { args: { values: anna, state: 'submitting' } };
