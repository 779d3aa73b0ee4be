import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DemoProductCard } from '../../stories/DemoProductCard';
import { demoProducts } from '../../stories/products';
import { ProductGrid } from './ProductGrid';

const meta = {
  title: 'Commerce/ProductGrid',
  component: ProductGrid,
  args: { label: 'Face care' },
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => <div style={{ padding: '40px 48px', maxWidth: 1280, margin: '0 auto' }}>{Story()}</div>,
  ],
} satisfies Meta<typeof ProductGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Listing: Story = {
  render: (args) => (
    <ProductGrid {...args}>
      {demoProducts.map((product, index) => (
        <DemoProductCard key={product.id} product={product} priority={index < 4} />
      ))}
    </ProductGrid>
  ),
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Face care' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(demoProducts.length);
  },
};

export const Loading: Story = {
  args: { loading: true, loadingCount: 4 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('list')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  args: {
    empty: <p style={{ fontFamily: 'var(--bs-font-body)' }}>No products match these filters.</p>,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No products match these filters.')).toBeVisible();
  },
};
