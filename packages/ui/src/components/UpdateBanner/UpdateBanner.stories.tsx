import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { UpdateBanner } from './UpdateBanner';

const meta = {
  title: 'Layout/UpdateBanner',
  component: UpdateBanner,
  args: {
    label: 'Shop update',
    message: 'A new version of the shop is available.',
    reloadLabel: 'Reload',
    dismissLabel: 'Later',
    onReload: fn(),
    onDismiss: fn(),
  },
} satisfies Meta<typeof UpdateBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const banner = within(canvasElement);
    await userEvent.click(banner.getByRole('button', { name: 'Reload' }));
    await expect(args.onReload).toHaveBeenCalledOnce();
    await userEvent.click(banner.getByRole('button', { name: 'Later' }));
    await expect(args.onDismiss).toHaveBeenCalledOnce();
  },
};
export const German: Story = {
  args: {
    label: 'Shop-Aktualisierung',
    message: 'Eine neue Version des Shops ist verfügbar.',
    reloadLabel: 'Neu laden',
    dismissLabel: 'Später',
  },
};
export const NarrowScreen: Story = { globals: { viewport: { value: 'mobile1' } } };
