import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { categoryTeasers } from '../stories/fixtures';
import { BlockStory } from '../stories/renderBlock';

const meta = {
  title: 'CMS blocks/Category teaser',
  component: BlockStory,
  args: { blocks: categoryTeasers },
} satisfies Meta<typeof BlockStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A row of four tiles, as on the home page; images load lazily. */
export const Row: Story = {
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link');
    await expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/gesichtspflege/',
      '/koerperpflege/',
      '/make-up/',
      '/haarpflege/',
    ]);
    for (const image of canvasElement.querySelectorAll('img'))
      await expect(image).toHaveAttribute('loading', 'lazy');
  },
};

export const Single: Story = { args: { blocks: categoryTeasers.slice(0, 1) } };
