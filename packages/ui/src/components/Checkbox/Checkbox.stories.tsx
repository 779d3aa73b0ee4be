import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  args: { label: 'Subscribe to our newsletter', name: 'newsletter' },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'Subscribe to our newsletter' });
    await userEvent.click(checkbox);
    await expect(checkbox).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(checkbox).not.toBeChecked();
  },
};
export const Checked: Story = { args: { defaultChecked: true } };
export const WithDescription: Story = {
  args: { description: 'News about launches and offers, at most twice a month. Unsubscribe any time.' },
};
export const WithError: Story = {
  args: {
    label: 'I accept the terms and conditions',
    required: true,
    error: 'Please accept the terms to order.',
  },
};
export const Disabled: Story = { args: { disabled: true } };
