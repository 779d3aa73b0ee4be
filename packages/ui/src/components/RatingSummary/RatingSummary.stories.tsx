import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RatingSummary } from './RatingSummary';

const meta = {
  title: 'Commerce/RatingSummary',
  component: RatingSummary,
  args: { average: 4.3, count: 128, href: '#reviews', locale: 'en-GB' },
} satisfies Meta<typeof RatingSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithReviewCount: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link');
    await expect(link).toHaveAttribute('href', '#reviews');
    await expect(within(link).getByRole('img', { name: '4.3 out of 5 stars' })).toBeVisible();
    await expect(link).toHaveTextContent('128 reviews');
  },
};
export const OneReview: Story = {
  args: { average: 5, count: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link')).toHaveTextContent('1 review');
  },
};
export const ReviewsNotLoaded: Story = {
  args: { count: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link')).not.toHaveTextContent('review');
  },
};
export const NoRating: Story = {
  args: { average: undefined, count: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link')).toBeNull();
  },
};
export const Translated: Story = {
  args: {
    average: 4.25,
    count: 2,
    locale: 'de-DE',
    labels: {
      rating: '{value} von 5 Sternen',
      reviewCountOne: '{count} Bewertung',
      reviewCountOther: '{count} Bewertungen',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: '4,3 von 5 Sternen' })).toBeVisible();
  },
};
