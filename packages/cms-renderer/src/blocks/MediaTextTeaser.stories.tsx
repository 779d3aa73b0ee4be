import type { Meta, StoryObj } from '@storybook/react-vite';
import { mediaTextTeaser } from '../stories/fixtures';
import { BlockStory } from '../stories/renderBlock';

const meta = {
  title: 'CMS blocks/Media and text teaser',
  component: BlockStory,
  args: { blocks: [mediaTextTeaser] },
} satisfies Meta<typeof BlockStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const MediaRight: Story = {};
export const MediaLeft: Story = {
  args: {
    blocks: [{ ...mediaTextTeaser, fields: { ...mediaTextTeaser.fields, mediaPosition: 'left' } }],
  },
};
/** French texts, as the fr-fr and fr-ch pages show them. */
export const French: Story = {
  args: {
    blocks: [
      {
        ...mediaTextTeaser,
        fields: {
          ...mediaTextTeaser.fields,
          headline: 'Le secret d’une peau lumineuse',
          description:
            'La vitamine C protège des radicaux libres, atténue les taches pigmentaires et redonne de l’éclat aux peaux fatiguées.',
          linkText: 'Voir les sérums',
        },
      },
    ],
  },
};
