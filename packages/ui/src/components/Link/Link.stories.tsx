import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { IconChevronRight } from '../../icons';
import { Link } from './Link';
import { type LinkComponentProps, LinkProvider } from './LinkProvider';

const meta = {
  title: 'Navigation/Link',
  component: Link,
  args: { href: '/skin-care', children: 'Skin care' },
} satisfies Meta<typeof Link>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Inline: Story = {
  render: (args) => (
    <p style={{ fontFamily: 'var(--bs-font-body)' }}>
      Read our{' '}
      <Link {...args} href="/guides/routine">
        evening routine guide
      </Link>{' '}
      before you start.
    </p>
  ),
};
export const Subtle: Story = { args: { variant: 'subtle' } };
export const Standalone: Story = {
  args: {
    variant: 'standalone',
    children: (
      <>
        Show all products <IconChevronRight size={16} />
      </>
    ),
  },
};
/** Where the action is to go somewhere: a product card's "Details" for a product with variants. */
export const Button: Story = {
  args: { variant: 'button', href: '/serum/BS100375', children: 'Details' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Details' });
    // A touch target like the Button it stands in for.
    await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};
export const External: Story = {
  args: { external: true, href: 'https://example.com/', children: 'Ingredient glossary' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Ingredient glossary' });
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAttribute('target', '_blank');
  },
};

function RouterLink({ href, ...rest }: LinkComponentProps) {
  return <a data-router-link="true" href={`/de-de${href}`} {...rest} />;
}

export const ThroughRouterLink: Story = {
  render: (args) => (
    <LinkProvider component={RouterLink}>
      <Link {...args} />
    </LinkProvider>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Skin care' });
    await expect(link).toHaveAttribute('data-router-link', 'true');
    await expect(link).toHaveAttribute('href', '/de-de/skin-care');
  },
};
