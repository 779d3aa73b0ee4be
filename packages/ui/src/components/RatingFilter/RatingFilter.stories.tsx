import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { RatingFilter } from './RatingFilter';

const meta = {
  title: 'Commerce/RatingFilter',
  component: RatingFilter,
  args: {
    legend: 'Rating',
    labels: { any: 'All ratings', atLeast: 'from {n} stars', atLeastOne: 'from 1 star' },
  },
  decorators: [
    (Story) => (
      <form aria-label="Filters" method="get" style={{ maxWidth: '16rem' }}>
        <Story />
      </form>
    ),
  ],
} satisfies Meta<typeof RatingFilter>;
export default meta;
type Story = StoryObj<typeof meta>;

const ratingOf = (canvasElement: HTMLElement) =>
  new FormData(canvasElement.querySelector('form') ?? undefined).get('rating');

/** Nothing chosen: 'All ratings' is checked and submits an empty value. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Rating' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'All ratings' })).toBeChecked();
    await expect(ratingOf(canvasElement)).toBe('');
    await userEvent.click(canvas.getByText('from 3 stars'));
    await expect(canvas.getByRole('radio', { name: 'from 3 stars' })).toBeChecked();
    await expect(ratingOf(canvasElement)).toBe('3');
  },
};

/** The URL's minimum is checked; arrow keys move the choice, Tab leaves the group. */
export const Keyboard: Story = {
  args: { defaultValue: 4 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const four = canvas.getByRole('radio', { name: 'from 4 stars' });
    await expect(four).toBeChecked();
    four.focus();
    await userEvent.keyboard('{ArrowDown}');
    const three = canvas.getByRole('radio', { name: 'from 3 stars' });
    await expect(three).toHaveFocus();
    await expect(three).toBeChecked();
    await expect(ratingOf(canvasElement)).toBe('3');
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(canvas.getByRole('radio', { name: 'All ratings' })).toBeChecked();
    await userEvent.tab();
    await expect(canvasElement.querySelector('fieldset')?.contains(document.activeElement)).toBe(false);
  },
};

/** Keyboard focus shows on the dot of the focused choice. */
export const FocusVisible: Story = {
  args: { defaultValue: 2 },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const two = within(canvasElement).getByRole('radio', { name: 'from 2 stars' });
    await expect(two).toHaveFocus();
    const dot = two.nextElementSibling;
    await expect(dot && getComputedStyle(dot).outlineStyle).toBe('solid');
  },
};

/** Steps a shop chooses, e.g. only the high ones. */
export const CustomSteps: Story = { args: { steps: [5, 4], defaultValue: 5 } };
