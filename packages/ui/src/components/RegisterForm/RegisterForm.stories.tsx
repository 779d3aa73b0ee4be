import type { Meta, StoryObj } from '@storybook/react-vite';
import { RegisterForm } from './RegisterForm';

const meta = {
  title: 'Account/RegisterForm',
  component: RegisterForm,
  args: {
    loginHref: '/login',
    salutations: [
      { id: 's-mrs', name: 'Mrs' },
      { id: 's-mr', name: 'Mr' },
    ],
    countries: [
      { id: 'c-de', iso: 'DE', name: 'Germany', states: [] },
      { id: 'c-at', iso: 'AT', name: 'Austria', states: [] },
    ],
  },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
} satisfies Meta<typeof RegisterForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const anna = {
  accountType: 'private' as const,
  email: 'anna@example.com',
  billingAddress: {
    firstName: 'Anna',
    lastName: 'Beispiel',
    street: 'Rosenweg 5',
    zipcode: '10115',
    city: 'Berlin',
    countryId: 'c-de',
  },
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
      'billingAddress.zipcode': 'Zip code: This value should not be blank.',
    },
    notice: { tone: 'danger', text: 'Please check the highlighted fields.' },
  },
};
export const Submitting: Story = { args: { values: anna, state: 'submitting' } };
