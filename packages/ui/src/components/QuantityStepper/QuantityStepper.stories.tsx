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
/** A cart line's quantityInformation (min 2, steps of 2, max 9): the highest whole step is 8, so + stops there. */
export const CartLineBounds: Story = {
  args: { value: 8, min: 2, step: 2, max: 9 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('spinbutton', { name: 'Quantity of Hydra Serum' });
    await expect(input).toHaveAttribute('min', '2');
    await expect(input).toHaveAttribute('step', '2');
    await expect(input).toHaveAttribute('max', '9');
    await expect(canvas.getByRole('button', { name: 'Fewer' })).toHaveAttribute('value', '6');
    await expect(canvas.getByRole('button', { name: 'More' })).toBeDisabled();
    // Without JavaScript the browser refuses to submit a typed quantity off the steps.
    await userEvent.clear(input);
    await userEvent.type(input, '5');
    await expect(input).toBeInvalid();
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
