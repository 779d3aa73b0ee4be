import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CodeField } from './CodeField';

const meta = {
  title: 'Commerce/CodeField',
  component: CodeField,
  args: { name: 'code', label: 'Promotion code', submitLabel: 'Redeem' },
} satisfies Meta<typeof CodeField>;
export default meta;
type Story = StoryObj<typeof meta>;

const onSubmit = fn();

export const Empty: Story = {
  decorators: [
    (Story) => (
      <form
        aria-label="Promotion code"
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit(new FormData(event.currentTarget).get('code'));
        }}
      >
        {Story()}
      </form>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Promotion code' }), 'BEAUTY10');
    await userEvent.click(canvas.getByRole('button', { name: 'Redeem' }));
    await expect(onSubmit).toHaveBeenCalledWith('BEAUTY10');
  },
};
export const WithError: Story = {
  args: { error: 'The promotion code does not exist or has expired.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
  },
};
export const Pending: Story = { args: { pending: true } };
export const GiftCard: Story = { args: { label: 'Gift card', submitLabel: 'Apply' } };
