import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { VariantOptions } from './VariantOptions';

const sizes = {
  id: 'size',
  name: 'Size',
  options: [
    { id: 's30', name: '30 ml', href: '#30', selected: true, available: true },
    { id: 's50', name: '50 ml', href: '#50', selected: false, available: true },
    { id: 's100', name: '100 ml', href: '#100', selected: false, available: false },
  ],
};
const shades = {
  id: 'shade',
  name: 'Shade',
  options: [
    { id: 'rose', name: 'Rose', colorHexCode: '#d98b94', href: '#rose', selected: false, available: true },
    { id: 'nude', name: 'Nude', colorHexCode: '#e3b89a', href: '#nude', selected: true, available: true },
    {
      id: 'berry',
      name: 'Berry',
      colorHexCode: '#7d2a45',
      href: '#berry',
      selected: false,
      available: false,
    },
  ],
};

const meta = {
  title: 'Commerce/VariantOptions',
  component: VariantOptions,
  args: { groups: [sizes] },
} satisfies Meta<typeof VariantOptions>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Sizes: Story = {
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Size Chosen: 30 ml' });
    const current = within(group).getByRole('link', { current: true });
    await expect(current).toHaveTextContent('30 ml');
    await expect(within(group).getByRole('link', { name: /100 ml.*sold out/ })).toBeVisible();
  },
};
export const ShadesWithSwatches: Story = { args: { groups: [shades] } };
export const SizesAndShades: Story = { args: { groups: [sizes, shades] } };
export const NothingChosenYet: Story = {
  args: {
    groups: [{ ...sizes, options: sizes.options.map((option) => ({ ...option, selected: false })) }],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group', { name: 'Size' })).toBeVisible();
    await expect(within(canvasElement).queryByRole('link', { current: true })).toBeNull();
  },
};
export const AllSoldOut: Story = {
  args: {
    groups: [{ ...sizes, options: sizes.options.map((option) => ({ ...option, available: false })) }],
  },
};
export const Translated: Story = {
  args: {
    groups: [{ ...sizes, name: 'Größe' }],
    labels: { chosen: 'Gewählt: {name}', soldOut: 'ausverkauft' },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: /100 ml.*ausverkauft/ })).toBeVisible();
  },
};
export const ArrowKeysMoveBetweenOptions: Story = {
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link');
    links[0]?.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(links[1]).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(links[2]).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(links[0]).toHaveFocus();
  },
};
export const NoGroups: Story = {
  args: { groups: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[role="group"]')).toBeNull();
  },
};
