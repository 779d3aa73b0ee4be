import type { Meta, StoryObj } from '@storybook/react-vite';
import { Skeleton } from './Skeleton';

const meta = {
  title: 'Feedback/Skeleton',
  component: Skeleton,
} satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = { args: { width: '60%' } };
export const ProductCardLoading: Story = {
  render: () => (
    <div style={{ width: 260, display: 'grid', gap: 10 }}>
      <Skeleton shape="rect" aspectRatio="4 / 5" />
      <Skeleton width="40%" />
      <Skeleton width="85%" />
      <Skeleton width="30%" />
    </div>
  ),
};
export const Circle: Story = { args: { shape: 'circle' } };
