import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { IconBag, IconClose, IconHeart, IconHeartFilled, IconSearch } from '../../icons';
import { IconButton } from './IconButton';

const meta = {
  title: 'Actions/IconButton',
  component: IconButton,
  args: { label: 'Search', icon: <IconSearch />, onClick: fn() },
} satisfies Meta<typeof IconButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ghost: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Search' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledOnce();
    const box = button.getBoundingClientRect();
    await expect(box.width).toBeGreaterThanOrEqual(44);
    await expect(box.height).toBeGreaterThanOrEqual(44);
  },
};
export const Outline: Story = { args: { variant: 'outline', label: 'Close', icon: <IconClose /> } };
export const WithCount: Story = { args: { label: 'Cart, 3 items', icon: <IconBag />, count: 3 } };

export const WishlistToggle: Story = {
  args: { label: 'Add to wishlist', icon: <IconHeart />, variant: 'solid' },
  render: function Render(args) {
    const [pressed, setPressed] = useState(false);
    return (
      <IconButton
        {...args}
        pressed={pressed}
        icon={pressed ? <IconHeartFilled /> : <IconHeart />}
        onClick={() => setPressed(!pressed)}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Add to wishlist' });
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-pressed', 'true');
  },
};
