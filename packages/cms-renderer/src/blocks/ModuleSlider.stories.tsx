import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { moduleSlider } from '../stories/fixtures';
import { BlockStory } from '../stories/renderBlock';

const meta = {
  title: 'CMS blocks/Module slider',
  component: BlockStory,
  args: { blocks: [moduleSlider] },
} satisfies Meta<typeof BlockStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Modules render through the registry (two media-text teasers and a category tile) in the ui Carousel. */
export const CareWorlds: Story = {
  play: async ({ canvasElement }) => {
    const slider = within(canvasElement).getByRole('region', { name: 'Unsere Pflegewelten' });
    await expect(within(slider).getAllByRole('group')).toHaveLength(3);
    await expect(within(slider).getByRole('button', { name: 'Nächste Elemente' })).toBeInTheDocument();
  },
};
