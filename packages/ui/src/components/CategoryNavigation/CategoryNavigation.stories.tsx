import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { MenuNode } from '../MobileMenu/MobileMenu';
import { CategoryNavigation } from './CategoryNavigation';

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
      {
        id: 'brands',
        label: 'Brands',
        target: { kind: 'none' },
        children: [leaf('lumiere', 'Lumière', '/en-gb/Lumiere/')],
      },
    ],
  },
  {
    id: 'makeup',
    label: 'Make-up',
    target: { kind: 'internal', href: '/en-gb/Make-up/' },
    children: [leaf('lips', 'Lips', '/en-gb/Make-up/Lips/')],
  },
  {
    id: 'magazine',
    label: 'Magazine',
    target: { kind: 'external', href: 'https://magazine.example.com', newTab: true },
    children: [],
  },
  leaf('sale', 'Sale', '/en-gb/Sale/'),
];

/** Links stay on the story's page: a followed link only closes the flyout. */
function StayLink({ href, onClick, ...rest }: { href: string } & ComponentProps<'a'>) {
  return (
    <a
      href={href}
      {...rest}
      onClick={(event) => {
        event.preventDefault();
        onClick?.(event);
      }}
    />
  );
}

const meta = {
  title: 'Navigation/CategoryNavigation',
  component: CategoryNavigation,
  args: { tree, currentPath: '/en-gb/', linkAs: StayLink },
  // Stories run at the addon's desktop size (1200 px): the bar shows from 64em.
  decorators: [
    (Story) => (
      <div style={{ position: 'relative', minHeight: '20rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CategoryNavigation>;
export default meta;
type Story = StoryObj<typeof meta>;

const nav = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('navigation', { name: 'Main navigation' }));

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const bar = nav(canvasElement);
    await expect(bar.getByRole('link', { name: 'Skincare' })).toBeVisible();
    const toggle = bar.getByRole('button', { name: 'Subcategories of Skincare' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(bar.queryByRole('link', { name: 'Face care' })).toBeNull();
    // Entries without children get no button; a link to another host opens in a new tab.
    await expect(bar.queryByRole('button', { name: 'Subcategories of Sale' })).toBeNull();
    await expect(bar.getByRole('link', { name: 'Magazine' })).toHaveAttribute('target', '_blank');
  },
};

export const CurrentPage: Story = {
  args: { currentPath: '/en-gb/Sale/' },
  play: async ({ canvasElement }) => {
    const bar = nav(canvasElement);
    await expect(bar.getByRole('link', { name: 'Sale' })).toHaveAttribute('aria-current', 'page');
    await expect(bar.getByRole('link', { name: 'Skincare' })).not.toHaveAttribute('aria-current');
  },
};

export const OpenFlyout: Story = {
  play: async ({ canvasElement }) => {
    const bar = nav(canvasElement);
    const toggle = bar.getByRole('button', { name: 'Subcategories of Skincare' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(bar.getByRole('link', { name: 'Face care' })).toBeVisible();
    await expect(bar.queryByRole('link', { name: 'Lips' })).toBeNull();
  },
};

export const NestedLevels: Story = {
  args: { currentPath: '/en-gb/Skincare/Face/Night/' },
  play: async ({ canvasElement }) => {
    const bar = nav(canvasElement);
    await userEvent.click(bar.getByRole('button', { name: 'Subcategories of Skincare' }));
    // Second level as column headings, third level below them; a folder heads its column as text.
    await expect(bar.getByRole('link', { name: 'Day cream' })).toBeVisible();
    await expect(bar.getByRole('link', { name: 'Night cream' })).toHaveAttribute('aria-current', 'page');
    await expect(bar.getByText('Brands').tagName).toBe('SPAN');
    await expect(bar.getByRole('link', { name: 'Lumière' })).toBeVisible();
  },
};

export const KeyboardEscapeReturnsFocus: Story = {
  play: async ({ canvasElement }) => {
    const bar = nav(canvasElement);
    await userEvent.tab();
    await expect(bar.getByRole('link', { name: 'Skincare' })).toHaveFocus();
    await userEvent.tab();
    const toggle = bar.getByRole('button', { name: 'Subcategories of Skincare' });
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    await expect(bar.getByRole('link', { name: 'Face care' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveFocus();
  },
};

export const KeyboardFocusLeavingCloses: Story = {
  play: async ({ canvasElement }) => {
    const bar = nav(canvasElement);
    const toggle = bar.getByRole('button', { name: 'Subcategories of Skincare' });
    toggle.focus();
    await userEvent.keyboard(' ');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // Tab through the flyout's four links, then on to the next entry: the flyout closes behind.
    for (let step = 0; step < 5; step += 1) await userEvent.tab();
    await expect(bar.getByRole('link', { name: 'Make-up' })).toHaveFocus();
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'false'));
  },
};

export const PressOutsideCloses: Story = {
  play: async ({ canvasElement }) => {
    const bar = nav(canvasElement);
    const toggle = bar.getByRole('button', { name: 'Subcategories of Make-up' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(canvasElement.ownerDocument.body);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'false'));
  },
};

export const FollowedLinkCloses: Story = {
  play: async ({ canvasElement }) => {
    const bar = nav(canvasElement);
    const toggle = bar.getByRole('button', { name: 'Subcategories of Skincare' });
    await userEvent.click(toggle);
    await userEvent.click(bar.getByRole('link', { name: 'Day cream' }));
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  },
};

export const German: Story = {
  args: {
    labels: { navigation: 'Hauptnavigation', subcategories: 'Unterkategorien von {category}' },
  },
  play: async ({ canvasElement }) => {
    const bar = within(within(canvasElement).getByRole('navigation', { name: 'Hauptnavigation' }));
    await expect(bar.getByRole('button', { name: 'Unterkategorien von Skincare' })).toBeVisible();
  },
};

export const PointerHoverOpens: Story = {
  play: async ({ canvasElement }) => {
    const bar = nav(canvasElement);
    const entry = bar.getByRole('link', { name: 'Make-up' }).closest('li') as HTMLElement;
    await userEvent.hover(entry);
    await expect(bar.getByRole('link', { name: 'Lips' })).toBeVisible();
    await expect(bar.getByRole('button', { name: 'Subcategories of Make-up' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await userEvent.unhover(entry);
    await waitFor(() => expect(bar.queryByRole('link', { name: 'Lips' })).toBeNull());
  },
};
