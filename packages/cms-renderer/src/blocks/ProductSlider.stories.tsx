import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { productSlider } from '../stories/fixtures';
import { BlockStory } from '../stories/renderBlock';

const meta = {
  title: 'CMS blocks/Product slider',
  component: BlockStory,
  args: { blocks: [productSlider] },
} satisfies Meta<typeof BlockStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Products come from the app's lookup (the Store API in the shop), shown as ui ProductCards with Price and badges. */
export const Bestsellers: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('article')).toHaveLength(4);
    await expect(within(canvasElement).getByRole('link', { name: /Hydra Serum/ })).toHaveAttribute(
      'href',
      '/p-1/',
    );
    await expect(within(canvasElement).getByText('Sale')).toBeVisible();
  },
};
