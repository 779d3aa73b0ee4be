import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Grid } from './Grid';

const cell = {
  background: 'var(--bs-neutral-100)',
  padding: 24,
  borderRadius: 12,
  textAlign: 'center' as const,
};
const cells = ['Skin', 'Hair', 'Body', 'Make-up', 'Fragrance', 'Men'].map((name) => (
  <div key={name} style={cell}>
    {name}
  </div>
));

const meta = {
  title: 'Layout/Grid',
  component: Grid,
  args: { children: cells },
} satisfies Meta<typeof Grid>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FixedColumns: Story = { args: { columns: { base: 2, md: 3 } } };
export const AutoFit: Story = {
  args: { minItemWidth: '10rem', gap: 4 },
  play: async ({ canvasElement }) => {
    const grid = canvasElement.querySelector('div > div');
    await expect(grid ? getComputedStyle(grid).display : '').toBe('grid');
  },
};
