import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import {
  categoryTeasers,
  entry,
  heroTeaser,
  largeCategoryTeaser,
  mediaTextTeaser,
  moduleSlider,
  productSlider,
  unknownDraft,
  unknownPublished,
} from '../stories/fixtures';
import { BlockStory } from '../stories/renderBlock';

const meta = {
  title: 'CMS blocks/Page composition',
  component: BlockStory,
  args: { blocks: [] },
} satisfies Meta<typeof BlockStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A home page as the sandbox seeds it: hero, tiles, story, slider, large teaser, products. */
export const HomePage: Story = {
  args: {
    blocks: [
      heroTeaser,
      ...categoryTeasers,
      mediaTextTeaser,
      moduleSlider,
      largeCategoryTeaser,
      productSlider,
    ],
  },
};

/** Inside a magazine page every block but the sliders sits in a centred 57.25rem column (spec 2.6). */
export const MagazinePage: Story = {
  args: { magazine: true, blocks: [mediaTextTeaser, moduleSlider, categoryTeasers[0], productSlider] },
  play: async ({ canvasElement }) => {
    const columns = canvasElement.querySelectorAll<HTMLElement>('.bs-cms-magazine-column');
    await expect(columns).toHaveLength(2);
    for (const column of columns) await expect(column.style.maxWidth).toBe('57.25rem');
  },
};

/** A published block of a type the shop does not know shows a placeholder naming the type. */
export const UnknownPublishedType: Story = {
  args: { blocks: [unknownPublished] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/beautyQuiz/)).toBeInTheDocument();
  },
};

/** Otherwise: the translated 'component not found' message. */
export const ComponentNotFound: Story = {
  args: { blocks: [unknownDraft], locale: 'fr-ch' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Composant introuvable')).toBeInTheDocument();
  },
};

/** showIn ['de-ch']: shown on de-ch, hidden on de-de. */
export const ShowInRestricted: Story = {
  args: {
    locale: 'de-de',
    blocks: [
      entry('swiss', 'mediaTextTeaser', {
        ...mediaTextTeaser.fields,
        headline: 'Gratisversand in die ganze Schweiz',
        showIn: ['de-ch'],
      }),
      categoryTeasers[0],
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('Gratisversand in die ganze Schweiz')).toBeNull();
  },
};

/** A block reports once, the first time it is fully visible (IntersectionObserver threshold 1, spec 4). */
export const ReportsFullVisibilityOnce: Story = {
  args: { blocks: [categoryTeasers[1]], onBlockSeen: fn() },
  render: (args) => (
    <>
      <div data-testid="spacer" style={{ height: '150vh' }} />
      <BlockStory {...args} />
      <div style={{ height: '150vh' }} />
    </>
  ),
  play: async ({ args, canvasElement }) => {
    const tile = canvasElement.querySelector('.bs-cms-category');
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(args.onBlockSeen).not.toHaveBeenCalled();
    tile?.scrollIntoView({ block: 'center' });
    await waitFor(() => expect(args.onBlockSeen).toHaveBeenCalledTimes(1));
    await expect(args.onBlockSeen).toHaveBeenCalledWith(expect.objectContaining({ type: 'categoryTeaser' }));
    window.scrollTo(0, 0);
    await new Promise((resolve) => setTimeout(resolve, 100));
    tile?.scrollIntoView({ block: 'center' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(args.onBlockSeen).toHaveBeenCalledTimes(1);
  },
};
