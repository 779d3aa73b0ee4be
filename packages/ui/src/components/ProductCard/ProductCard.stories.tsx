import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { DemoProductCard } from '../../stories/DemoProductCard';
import { demoProducts } from '../../stories/products';
import { Price } from '../Price/Price';
import { ProductCard } from './ProductCard';

const [serum, , cream, , sunscreen] = demoProducts;
if (!serum || !cream || !sunscreen) throw new Error('demo products missing');

const meta = {
  title: 'Commerce/ProductCard',
  component: ProductCard,
  args: {
    href: '/p/cream',
    name: cream.name,
    manufacturer: cream.manufacturer,
    price: <Price size="sm" unitPrice={52} currency="EUR" locale="en-gb" />,
  },
  decorators: [(Story) => <div style={{ width: 280 }}>{Story()}</div>],
} satisfies Meta<typeof ProductCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Complete: Story = {
  render: () => <DemoProductCard product={serum} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: serum.name });
    await expect(link).toHaveAttribute('href', '/p/serum');
    const image = canvasElement.querySelector('img');
    await expect(image?.getAttribute('srcset')).toMatch(/ 280w, .* 400w, .* 800w$/);
    const wishlist = canvas.getByRole('button', { name: `Add ${serum.name} to wishlist` });
    await userEvent.click(wishlist);
    await expect(wishlist).toHaveAttribute('aria-pressed', 'true');
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

export const Minimal: Story = {};

export const LongName: Story = { render: () => <DemoProductCard product={sunscreen} /> };

export const WithoutImage: Story = {
  args: { name: 'Travel Size Discovery Set', manufacturer: 'Maison Verte' },
};
