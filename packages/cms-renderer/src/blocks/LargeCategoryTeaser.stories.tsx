import type { Meta, StoryObj } from '@storybook/react-vite';
import { largeCategoryTeaser } from '../stories/fixtures';
import { BlockStory } from '../stories/renderBlock';

const meta = {
  title: 'CMS blocks/Large category teaser',
  component: BlockStory,
  args: { blocks: [largeCategoryTeaser] },
} satisfies Meta<typeof BlockStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SunCare: Story = {};
