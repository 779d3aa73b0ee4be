import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Breadcrumb } from './Breadcrumb';

const meta = {
  title: 'Navigation/Breadcrumb',
  component: Breadcrumb,
  args: {
    items: [
      { label: 'Home', href: '/' },
      { label: 'Face care', href: '/face-care/' },
      { label: 'Serums', href: '/face-care/serums/' },
      { label: 'Hyaluronic Hydration Serum' },
    ],
  },
} satisfies Meta<typeof Breadcrumb>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ProductPage: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Breadcrumb' });
    await expect(within(nav).getAllByRole('link')).toHaveLength(3);
    await expect(within(nav).getByText('Hyaluronic Hydration Serum')).toHaveAttribute('aria-current', 'page');
  },
};
export const LongTrail: Story = {
  args: {
    items: [
      { label: 'Home', href: '/' },
      { label: 'Body and bath', href: '/body/' },
      { label: 'Hand and foot care', href: '/body/hands-feet/' },
      { label: 'Intensive repair creams for very dry and cracked skin', href: '/body/hands-feet/repair/' },
      { label: 'Calendula Hand Cream with Shea Butter, Travel Size' },
    ],
  },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
};
