import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Accordion } from './Accordion';

const meta = {
  title: 'Disclosure/Accordion',
  component: Accordion,
  args: {
    items: [
      {
        id: 'shipping',
        title: 'How long does delivery take?',
        content: <p>Two to four working days within Germany.</p>,
      },
      {
        id: 'returns',
        title: 'Can I return opened products?',
        content: <p>Unopened products within 30 days.</p>,
      },
      {
        id: 'samples',
        title: 'Do you include free samples with every order, and can I choose which ones I receive?',
        content: <p>Yes: choose up to two samples at checkout.</p>,
      },
    ],
  },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
} satisfies Meta<typeof Accordion>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Multiple: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const shipping = canvas.getByRole('button', { name: 'How long does delivery take?' });
    await expect(shipping).toHaveAttribute('aria-expanded', 'false');
    shipping.focus();
    await userEvent.keyboard('{Enter}');
    await expect(shipping).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('region', { name: 'How long does delivery take?' })).toBeVisible();
  },
};

export const Single: Story = {
  args: { mode: 'single', defaultOpen: ['shipping'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Can I return opened products?' }));
    await expect(canvas.getByRole('button', { name: 'How long does delivery take?' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};
