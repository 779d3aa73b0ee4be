import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AddressForm, type AddressFormCountry, defaultAddressFormLabels } from './AddressForm';

const countries: AddressFormCountry[] = [
  {
    id: 'de',
    iso: 'DE',
    name: 'Germany',
    states: [
      { id: 'by', name: 'Bavaria' },
      { id: 'be', name: 'Berlin' },
    ],
  },
  { id: 'ch', iso: 'CH', name: 'Switzerland', states: [{ id: 'zh', name: 'Zürich' }] },
  { id: 'fr', iso: 'FR', name: 'France', states: [] },
];
const salutations = [
  { id: 'mrs', name: 'Mrs' },
  { id: 'mr', name: 'Mr' },
];
const filled = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  street: 'Hauptstraße 1',
  zipcode: '10115',
  city: 'Berlin',
  countryId: 'de',
  countryStateId: 'be',
};

const meta = {
  title: 'Checkout/AddressForm',
  component: AddressForm,
  args: { name: 'billingAddress', legend: 'Billing address', countries, salutations },
  decorators: [(Story) => <form style={{ maxWidth: 640 }}>{Story()}</form>],
} satisfies Meta<typeof AddressForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /First name/ })).toHaveValue('');
    await expect(canvas.getByRole('textbox', { name: /Zip code/ })).toHaveAttribute('pattern', '\\d{5}');
  },
};

export const Filled: Story = { args: { values: filled } };

export const Invalid: Story = {
  args: {
    values: { ...filled, street: '', zipcode: '1011' },
    errors: {
      street: 'Street and number: This value should not be blank.',
      zipcode: 'Zip code: This zip code is not valid for the country.',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /Street and number/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(canvas.getByText('Street and number: This value should not be blank.')).toBeVisible();
  },
};

export const InlineValidation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('textbox', { name: /Zip code/ }));
    await userEvent.keyboard('123');
    await userEvent.tab();
    await expect(canvas.getByText('Zip code: This zip code is not valid for the country.')).toBeVisible();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Country/ }), 'ch');
    await expect(canvas.getByRole('combobox', { name: /State/ })).toHaveTextContent('Zürich');
    await expect(canvas.getByRole('textbox', { name: /Zip code/ })).toHaveAttribute('pattern', '\\d{4}');
  },
};

export const CountryWithoutStates: Story = {
  args: { values: { ...filled, countryId: 'fr', countryStateId: '', zipcode: '75001', city: 'Paris' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('combobox', { name: /State/ })).toBeNull();
  },
};

/** Switzerland calls its states cantons: the field is named after the chosen country's word for them. */
export const CountryWithCantons: Story = {
  args: {
    values: { ...filled, countryId: 'ch', countryStateId: 'zh', zipcode: '8001', city: 'Zürich' },
    labels: { ...defaultAddressFormLabels, countryStateIdByCountry: { CH: 'Canton' } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: /Canton/ })).toHaveValue('zh');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Country/ }), 'de');
    await expect(canvas.getByRole('combobox', { name: /State/ })).toHaveValue('');
    await expect(canvas.queryByRole('combobox', { name: /Canton/ })).toBeNull();
  },
};

export const Packstation: Story = {
  args: {
    name: 'shippingAddress',
    legend: 'Shipping address',
    allowPackstation: true,
    values: { ...filled, type: 'packstation', street: '', packstationNumber: '123', postNumber: '12345678' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /Packstation number/ })).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: /Street and number/ })).toBeNull();
    await userEvent.click(canvas.getByRole('radio', { name: 'Street address' }));
    await expect(canvas.getByRole('textbox', { name: /Street and number/ })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { values: filled, state: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group', { name: 'Billing address' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Disabled: Story = {
  args: { values: filled, state: 'disabled' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: /City/ })).toBeDisabled();
  },
};
