import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { LoadMore } from './LoadMore';

const meta = {
  title: 'Navigation/LoadMore',
  component: LoadMore,
  args: { shown: 24, total: 96 },
} satisfies Meta<typeof LoadMore>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Appending: Story = {
  render: function Render(args) {
    const [shown, setShown] = useState(args.shown);
    return <LoadMore {...args} shown={shown} onLoadMore={() => setShown(Math.min(shown + 24, args.total))} />;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }));
    await expect(canvas.getByText('You have seen 48 of 96 products')).toBeVisible();
  },
};
export const Loading: Story = { args: { loading: true, onLoadMore: () => undefined } };
export const AsLink: Story = { args: { href: '/face-care?p=2' } };
export const AllShown: Story = {
  args: { shown: 96 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};
