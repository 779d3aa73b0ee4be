import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DemoProductCard } from '../../stories/DemoProductCard';
import { demoProducts } from '../../stories/products';
import { Carousel } from './Carousel';

const meta = {
  title: 'Commerce/Carousel',
  component: Carousel,
  args: {
    label: 'Recently viewed',
    heading: (
      <h2 style={{ margin: 0, fontFamily: 'var(--bs-font-display)', fontWeight: 400 }}>Recently viewed</h2>
    ),
    children: demoProducts.map((product) => <DemoProductCard key={product.id} product={product} />),
  },
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => <div style={{ padding: '40px 48px', maxWidth: 1280, margin: '0 auto' }}>{Story()}</div>,
  ],
} satisfies Meta<typeof Carousel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ProductSlider: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const carousel = canvas.getByRole('region', { name: 'Recently viewed' });
    await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(canvas.getAllByRole('group')).toHaveLength(demoProducts.length);
    await expect(canvas.getByRole('group', { name: `1 of ${demoProducts.length}` })).toBeVisible();
    const previous = canvas.getByRole('button', { name: 'Previous slides' });
    const next = canvas.getByRole('button', { name: 'Next slides' });
    await expect(previous).toBeDisabled();
    await userEvent.click(next);
    await waitFor(() => expect(previous).toBeEnabled());
  },
};

export const FewSlides: Story = {
  args: {
    children: demoProducts
      .slice(0, 2)
      .map((product) => <DemoProductCard key={product.id} product={product} />),
  },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(within(canvasElement).getByRole('button', { name: 'Next slides' })).toBeDisabled(),
    );
  },
};
