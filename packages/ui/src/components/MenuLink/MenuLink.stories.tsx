import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { LinkComponentProps } from '../Link/LinkProvider';
import { MenuLink } from './MenuLink';

const meta = {
  title: 'Navigation/MenuLink',
  component: MenuLink,
  args: {
    node: { label: 'Pflege', target: { kind: 'internal', href: '/de-de/pflege/' } },
    currentPath: '/de-de/sale/',
  },
} satisfies Meta<typeof MenuLink>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ShopPath: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Pflege' });
    await expect(link).toHaveAttribute('href', '/de-de/pflege/');
    await expect(link).not.toHaveAttribute('aria-current');
  },
};

export const CurrentPage: Story = {
  args: { currentPath: '/de-de/pflege/' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Pflege' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

function RouterLink({ href, ...rest }: LinkComponentProps) {
  return <a data-router-link="true" href={href} {...rest} />;
}

export const ThroughTheAppsRouterLink: Story = {
  args: { linkAs: RouterLink },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Pflege' })).toHaveAttribute(
      'data-router-link',
      'true',
    );
  },
};

export const AnotherHostInANewTab: Story = {
  args: {
    node: { label: 'Magazin', target: { kind: 'external', href: 'https://magazin.example/', newTab: true } },
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Magazin' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const AnotherHostInTheSameTab: Story = {
  args: {
    node: { label: 'Magazin', target: { kind: 'external', href: 'https://magazin.example/', newTab: false } },
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Magazin' });
    await expect(link).not.toHaveAttribute('target');
    await expect(link).not.toHaveAttribute('rel');
  },
};

export const Folder: Story = {
  args: { node: { label: 'Marken', target: { kind: 'none' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.getByText('Marken')).toBeInTheDocument();
  },
};
