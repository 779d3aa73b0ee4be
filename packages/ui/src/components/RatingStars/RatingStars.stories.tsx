import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RatingStars } from './RatingStars';

const meta = {
  title: 'Commerce/RatingStars',
  component: RatingStars,
  args: { value: 4.3 },
} satisfies Meta<typeof RatingStars>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Display: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: '4.3 out of 5 stars' })).toBeVisible();
  },
};
export const WithCount: Story = { args: { count: 128 } };
export const Small: Story = { args: { size: 'sm', value: 3.5, count: 12 } };
export const NoRatingYet: Story = { args: { value: 0, count: 0 } };
export const Translated: Story = {
  args: { value: 5, label: '5 von 5 Sternen' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: '5 von 5 Sternen' })).toBeVisible();
  },
};
