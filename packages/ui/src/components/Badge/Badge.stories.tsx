import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from './Badge';

const meta = {
  title: 'Commerce/Badge',
  component: Badge,
  args: { children: 'Bestseller' },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AllTones: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <Badge>Bestseller</Badge>
      <Badge tone="brand">Vegan</Badge>
      <Badge tone="sale">Sale</Badge>
      <Badge tone="new">New</Badge>
      <Badge tone="info">Pre-order</Badge>
      <Badge tone="success">Paid</Badge>
      <Badge tone="warning">In progress</Badge>
      <Badge tone="danger">Cancelled</Badge>
    </div>
  ),
};
export const LongText: Story = {
  args: { children: 'Limited edition with exclusive travel size', tone: 'brand' },
  decorators: [(Story) => <div style={{ width: 160 }}>{Story()}</div>],
};
