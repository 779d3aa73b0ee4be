import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
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

/** The company fields appear with the business account type, and the company is then required. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('textbox', { name: /Company/ })).toBeNull();
    await userEvent.click(canvas.getByRole('radio', { name: 'Business customer' }));
    const company = await canvas.findByRole('textbox', { name: /Company/ });
    await expect(company).toBeVisible();
    await expect(company).toBeRequired();
    await userEvent.click(canvas.getByRole('radio', { name: 'Private customer' }));
    await expect(canvas.queryByRole('textbox', { name: /Company/ })).toBeNull();
  },
};
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
