import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { AccountNavigation } from './AccountNavigation';

const items = [
  { href: '/account', label: 'Overview', current: true },
  { href: '/account/profile', label: 'Personal data', current: false },
  { href: '/account/address', label: 'Addresses', current: false },
  { href: '/account/payment', label: 'Payment methods', current: false },
  { href: '/account/order', label: 'Orders', current: false },
];

const meta = {
  title: 'Account/AccountNavigation',
  component: AccountNavigation,
  args: { label: 'My account', items },
} satisfies Meta<typeof AccountNavigation>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Overview: Story = {};
export const Orders: Story = {
  args: { items: items.map((item) => ({ ...item, current: item.href === '/account/order' })) },
};
export const WithLogout: Story = { args: { logout: <Button variant="secondary">Log out</Button> } };

/** On a small phone every section is in sight, the current one too. */
export const OnAPhone: Story = {
  args: {
    items: items.map((item) => ({ ...item, current: item.href === '/account/order' })),
    logout: <Button variant="secondary">Log out</Button>,
  },
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const navigation = within(canvasElement).getByRole('navigation');
    const right = navigation.getBoundingClientRect().right;
    for (const link of within(navigation).getAllByRole('link'))
      await expect(link.getBoundingClientRect().right).toBeLessThanOrEqual(right);
    const list = within(navigation).getByRole('list');
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
  },
};
