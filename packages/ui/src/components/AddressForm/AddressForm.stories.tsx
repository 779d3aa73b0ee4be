import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button';
import { AddressCard } from './AddressCard';
import { AddressForm } from './AddressForm';

const salutations = [
  { value: 's-mrs', label: 'Mrs' },
  { value: 's-mr', label: 'Mr' },
];
const countries = [
  { value: 'c-de', label: 'Germany' },
  { value: 'c-at', label: 'Austria' },
];
const anna = {
  firstName: 'Anna',
  lastName: 'Beispiel',
  street: 'Rosenweg 5',
  zipcode: '10115',
  city: 'Berlin',
  countryId: 'c-de',
};

const meta = {
  title: 'Account/AddressForm',
  component: AddressForm,
  args: { salutations, countries, submitLabel: 'Save address' },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof AddressForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NewAddress: Story = {};
export const Editing: Story = { args: { addressId: 'a-1', values: anna } };
export const Business: Story = { args: { addressId: 'a-2', values: { ...anna, company: 'Rosen GmbH' } } };
export const ServerErrors: Story = {
  args: {
    values: { ...anna, street: '' },
    errors: { street: 'Street and number: This value should not be blank.' },
    notice: { tone: 'danger', text: 'Please check the highlighted fields.' },
  },
};
export const Submitting: Story = { args: { values: anna, state: 'submitting' } };
export const Card: Story = {
  render: () => (
    <AddressCard
      lines={['Anna Beispiel', 'Rosenweg 5', '10115 Berlin', 'Germany']}
      badges={['Default billing address', 'Default shipping address']}
      actions={
        <>
          <Button variant="secondary">Edit</Button>
          <Button variant="ghost">Delete</Button>
        </>
      }
    />
  ),
};
