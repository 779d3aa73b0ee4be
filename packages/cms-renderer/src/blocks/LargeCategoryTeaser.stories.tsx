import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { largeCategoryTeaser } from '../stories/fixtures';
import { BlockStory } from '../stories/renderBlock';

const meta = {
  title: 'CMS blocks/Large category teaser',
  component: BlockStory,
  args: { blocks: [largeCategoryTeaser] },
} satisfies Meta<typeof BlockStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The whole stage is one link; its headline is a heading like every other teaser's, set apart from the subline
 * (it ran straight into it).
 */
export const SunCare: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link');
    const heading = within(link).getByRole('heading', { level: 2 });
    const subline = heading.nextElementSibling;
    if (!subline) throw new Error('no subline after the headline');
    const gap = subline.getBoundingClientRect().top - heading.getBoundingClientRect().bottom;
    await expect(gap).toBeGreaterThanOrEqual(6);
    await expect(getComputedStyle(heading).fontWeight).toBe('700');
  },
};
