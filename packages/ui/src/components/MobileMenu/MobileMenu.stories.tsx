import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { type MenuNode, MobileMenu } from './MobileMenu';

const leaf = (id: string, label: string, href: string): MenuNode => ({
  id,
  label,
  target: { kind: 'internal', href },
  children: [],
});
const tree: MenuNode[] = [
  {
    id: 'skincare',
    label: 'Skincare',
    target: { kind: 'internal', href: '/en-gb/Skincare/' },
    children: [
      {
        id: 'face',
        label: 'Face care',
        target: { kind: 'internal', href: '/en-gb/Skincare/Face/' },
        children: [
          leaf('day', 'Day cream', '/en-gb/Skincare/Face/Day/'),
          leaf('night', 'Night cream', '/en-gb/Skincare/Face/Night/'),
        ],
      },
      leaf('cleansing', 'Cleansing', '/en-gb/Skincare/Cleansing/'),
    ],
  },
  {
    id: 'service',
    label: 'Service',
    target: { kind: 'none' },
    children: [leaf('shipping', 'Shipping', '/en-gb/Service/Shipping/')],
  },
  {
    id: 'magazine',
    label: 'Magazine',
    target: { kind: 'external', href: 'https://magazine.example.com', newTab: true },
    children: [],
  },
];

const meta = {
  title: 'Navigation/MobileMenu',
  component: MobileMenu,
  args: { tree, currentPath: '/en-gb/', onClose: fn() },
} satisfies Meta<typeof MobileMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TopLevel: Story = {
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Menu' });
    const nav = within(dialog).getByRole('navigation', { name: 'Main navigation' });
    await expect(within(nav).getByRole('link', { name: 'Skincare' })).toBeVisible();
    await expect(within(nav).queryByRole('link', { name: 'Face care' })).toBeNull();
  },
};
export const SublevelExpanded: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const expand = body.getByRole('button', { name: 'Subcategories of Skincare' });
    await userEvent.click(expand);
    await expect(expand).toHaveAttribute('aria-expanded', 'true');
    await expect(body.getByRole('link', { name: 'Face care' })).toBeVisible();
  },
};
export const FolderWithoutPage: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(body.getByRole('button', { name: 'Service' }));
    await expect(body.getByRole('link', { name: 'Shipping' })).toBeVisible();
  },
};
export const ExternalInNewTab: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement.ownerDocument.body).getByRole('link', { name: 'Magazine' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};
export const CurrentPage: Story = {
  args: { currentPath: '/en-gb/Skincare/' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement.ownerDocument.body).getByRole('link', { name: 'Skincare' });
    await expect(link).toHaveAttribute('aria-current', 'page');
  },
};
export const Translated: Story = {
  args: {
    labels: {
      title: 'Menü',
      close: 'Menü schließen',
      navigation: 'Hauptnavigation',
      subcategories: 'Unterkategorien von {category}',
    },
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(body.getByRole('dialog', { name: 'Menü' })).toBeVisible();
    await expect(body.getByRole('button', { name: 'Unterkategorien von Skincare' })).toBeVisible();
  },
};
