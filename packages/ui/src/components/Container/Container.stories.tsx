import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Container } from './Container';

const box = { background: 'var(--bs-brand-50)', padding: 24, borderRadius: 12 };

const meta = {
  title: 'Layout/Container',
  component: Container,
  args: { children: <div style={box}>Page content is centred with the page padding.</div> },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Container>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const TextColumn: Story = {
  args: { width: 'text', as: 'article' },
  play: async ({ canvasElement }) => {
    const article = within(canvasElement).getByRole('article');
    await expect(Number.parseFloat(getComputedStyle(article).maxWidth)).toBeGreaterThan(900);
  },
};
