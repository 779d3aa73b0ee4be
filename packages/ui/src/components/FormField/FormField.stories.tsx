import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FormField } from './FormField';

const meta = {
  title: 'Forms/FormField',
  component: FormField,
  args: {
    label: 'Loyalty card number',
    hint: 'The 16 digits on the back of your card.',
    children: (control) => <input {...control} inputMode="numeric" />,
  },
} satisfies Meta<typeof FormField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithHint: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Loyalty card number' });
    await expect(input).toHaveAccessibleDescription('The 16 digits on the back of your card.');
  },
};

export const WithError: Story = {
  args: { error: 'This card number is not valid.', required: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: /Loyalty card number/ });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toBeRequired();
    await expect(input).toHaveAccessibleDescription(
      'The 16 digits on the back of your card. This card number is not valid.',
    );
  },
};
