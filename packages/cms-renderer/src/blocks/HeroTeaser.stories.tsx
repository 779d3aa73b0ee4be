import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { heroTeaser } from '../stories/fixtures';
import { BlockStory } from '../stories/renderBlock';

const meta = {
  title: 'CMS blocks/Hero teaser',
  component: BlockStory,
  args: { blocks: [heroTeaser] },
} satisfies Meta<typeof BlockStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The first hero of a page: its image eager with fetchpriority high. */
export const FirstOnPage: Story = {
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img');
    await expect(image).toHaveAttribute('loading', 'eager');
    await expect(image).toHaveAttribute('fetchpriority', 'high');
    await expect(within(canvasElement).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Frühlingsfrische',
    );
  },
};

/** Without an image the text still stands on its own. */
export const WithoutImage: Story = {
  args: {
    blocks: [
      { ...heroTeaser, fields: { ...heroTeaser.fields, mediaDesktop: undefined, mediaMobile: undefined } },
    ],
  },
};
