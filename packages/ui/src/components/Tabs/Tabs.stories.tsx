import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Tabs } from './Tabs';

const meta = {
  title: 'Disclosure/Tabs',
  component: Tabs,
  args: {
    label: 'Product information',
    items: [
      {
        id: 'description',
        label: 'Description',
        content: <p>A lightweight serum with three weights of hyaluronic acid.</p>,
      },
      {
        id: 'ingredients',
        label: 'Ingredients',
        content: <p>Aqua, Glycerin, Sodium Hyaluronate, Panthenol.</p>,
      },
      {
        id: 'usage',
        label: 'How to use',
        content: <p>Apply two drops morning and evening to clean skin.</p>,
      },
    ],
  },
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Description' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const ingredients = canvas.getByRole('tab', { name: 'Ingredients' });
    await expect(ingredients).toHaveFocus();
    await expect(ingredients).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Aqua');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'How to use' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Description' })).toHaveAttribute('aria-selected', 'true');
  },
};
export const SecondSelected: Story = { args: { defaultValue: 'usage' } };
