import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { QuantityStepper } from './QuantityStepper';

const meta = {
  title: 'Commerce/QuantityStepper',
  component: QuantityStepper,
  args: {
    name: 'quantity',
    value: 2,
    label: 'Quantity of Hydra Serum',
    decreaseLabel: 'Fewer',
    increaseLabel: 'More',
    updateLabel: 'Update',
  },
  decorators: [
    (Story) => (
      <form onSubmit={(event) => event.preventDefault()} aria-label="Cart line">
        {Story()}
      </form>
    ),
  ],
} satisfies Meta<typeof QuantityStepper>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Fewer' })).toHaveAttribute('value', '1');
    await expect(canvas.getByRole('button', { name: 'More' })).toHaveAttribute('value', '3');
    await expect(canvas.getByRole('spinbutton', { name: 'Quantity of Hydra Serum' })).toHaveValue(2);
  },
};
export const AtMinimum: Story = {
  args: { value: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Fewer' })).toBeDisabled();
  },
};
export const AtMaximum: Story = {
  args: { value: 5, max: 5 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'More' })).toBeDisabled();
  },
};
export const ValuePackSteps: Story = {
  args: { value: 3, min: 3, step: 3 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'More' })).toHaveAttribute('value', '6');
  },
};
export const Pending: Story = { args: { pending: true } };
export const KeyboardUpdate: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Update' })).toHaveFocus();
  },
};
