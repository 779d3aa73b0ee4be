import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RatingInput } from './RatingInput';

const meta = {
  title: 'Commerce/RatingInput',
  component: RatingInput,
  args: { legend: 'Your rating', name: 'points', onChange: fn() },
} satisfies Meta<typeof RatingInput>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Input: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: '4 stars' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(4);
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '5 stars' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(5);
  },
};
export const Preselected: Story = { args: { defaultValue: 3 } };
export const WithError: Story = { args: { required: true, error: 'Please choose a rating.' } };
