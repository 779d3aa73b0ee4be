import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { IconBag } from '../../icons';
import { Button } from './Button';

const meta = {
  title: 'Actions/Button',
  component: Button,
  args: { children: 'Add to cart', onClick: fn() },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  args: { iconStart: <IconBag /> },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Add to cart' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};
export const Secondary: Story = { args: { variant: 'secondary', children: 'Add to wishlist' } };
export const Ghost: Story = { args: { variant: 'ghost', children: 'Show all reviews' } };
export const Danger: Story = { args: { variant: 'danger', children: 'Remove address' } };
export const Large: Story = { args: { size: 'lg', fullWidth: true } };
/** A phone's product page leaves the buy button 218 px beside the quantity and the heart: the label stays on one line. */
export const LargeInNarrowColumn: Story = {
  args: { size: 'lg', fullWidth: true, iconStart: <IconBag />, children: 'In den Warenkorb' },
  decorators: [(Story) => <div style={{ width: 218 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const label = within(canvasElement).getByText('In den Warenkorb');
    const lineHeight = Number.parseFloat(getComputedStyle(label).fontSize);
    await expect(label.getBoundingClientRect().height).toBeLessThan(1.5 * lineHeight);
  },
};
export const Disabled: Story = { args: { disabled: true, children: 'Sold out' } };
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Add to cart' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};
export const LongText: Story = {
  args: { children: 'Add the complete hydrating evening ritual set to your cart' },
  decorators: [(Story) => <div style={{ maxWidth: 280 }}>{Story()}</div>],
};
