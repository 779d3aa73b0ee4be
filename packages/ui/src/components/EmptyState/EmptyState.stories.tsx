import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { IconBag, IconHeart, IconSearch } from '../../icons/icons';
import { Button } from '../Button/Button';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  args: {
    icon: <IconHeart size={30} />,
    title: 'Your wishlist is empty',
    description:
      'Save products you love with the heart and find them here later, on any device once you sign in.',
    action: <Button>Discover bestsellers</Button>,
  },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Wishlist: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: 'Your wishlist is empty' }),
    ).toBeVisible();
  },
};
export const Cart: Story = {
  args: { icon: <IconBag size={30} />, title: 'Your cart is empty', description: undefined },
};
export const NoSearchResults: Story = {
  args: {
    icon: <IconSearch size={30} />,
    title: 'No results for “hyaluronic acid serum for very sensitive skin with rosacea”',
    description: 'Check the spelling or try a more general term.',
    action: undefined,
  },
};
