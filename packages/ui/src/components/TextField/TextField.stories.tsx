import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TextField } from './TextField';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  args: { label: 'Email address', type: 'email', autoComplete: 'email' },
  decorators: [(Story) => <div style={{ maxWidth: 380 }}>{Story()}</div>],
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email address' });
    await userEvent.type(input, 'ada@example.com');
    await expect(input).toHaveValue('ada@example.com');
  },
};
export const WithHint: Story = { args: { hint: 'We send your order confirmation here.' } };
export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('label')?.textContent).toBe('Email address *');
  },
};
/** A code beside its redeem button: required to redeem, yet the shopper may leave it empty, so no mark. */
export const RequiredUnmarked: Story = {
  args: { required: true, requiredMark: '', label: 'Promotion code', type: 'text', autoComplete: 'off' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('label')?.textContent).toBe('Promotion code');
    await expect(within(canvasElement).getByRole('textbox', { name: 'Promotion code' })).toBeRequired();
  },
};
export const WithError: Story = {
  args: { defaultValue: 'ada@', error: 'Please enter a valid email address.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Please enter a valid email address.');
  },
};
export const Disabled: Story = { args: { disabled: true, defaultValue: 'ada@example.com' } };
export const LongLabel: Story = {
  args: { label: 'Name of the person who will receive the parcel at the delivery address', type: 'text' },
};
