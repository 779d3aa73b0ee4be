import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Select } from './Select';

const meta = {
  title: 'Forms/Select',
  component: Select,
  args: {
    label: 'Sort by',
    options: [
      { value: 'topseller', label: 'Top sellers' },
      { value: 'price-asc', label: 'Price, low to high' },
      { value: 'price-desc', label: 'Price, high to low' },
      { value: 'name-asc', label: 'Name, A to Z' },
    ],
  },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Sort by' });
    await userEvent.selectOptions(select, 'price-asc');
    await expect(select).toHaveValue('price-asc');
  },
};
export const WithEmptyOption: Story = {
  args: {
    label: 'Salutation',
    emptyOption: 'Please choose',
    required: true,
    options: [
      { value: 'mrs', label: 'Mrs' },
      { value: 'mr', label: 'Mr' },
      { value: 'none', label: 'Not specified' },
    ],
  },
};
export const WithError: Story = {
  args: {
    label: 'Country',
    emptyOption: 'Please choose',
    required: true,
    error: 'Please choose a country.',
    options: [
      { value: 'de', label: 'Germany' },
      { value: 'at', label: 'Austria' },
      { value: 'ch', label: 'Switzerland' },
      { value: 'fr', label: 'France' },
    ],
  },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: /Country/ });
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription('Please choose a country.');
  },
};
