import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Pagination } from './Pagination';

const meta = {
  title: 'Navigation/Pagination',
  component: Pagination,
  args: { currentPage: 6, totalPages: 24, hrefForPage: (page: number) => `/face-care?p=${page}` },
} satisfies Meta<typeof Pagination>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Middle: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Pagination' });
    const current = within(nav).getByRole('link', { name: 'Page 6' });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: 'Next page' })).toHaveAttribute(
      'href',
      '/face-care?p=7',
    );
  },
};
export const FirstPage: Story = {
  args: { currentPage: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link', { name: 'Previous page' })).toBeNull();
  },
};
export const LastPage: Story = { args: { currentPage: 24 } };
export const FewPages: Story = { args: { currentPage: 2, totalPages: 3 } };
export const German: Story = {
  args: {
    labels: {
      navigation: 'Seitennavigation',
      previous: 'Vorherige Seite',
      next: 'Nächste Seite',
      page: 'Seite {n}',
    },
  },
};
