import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { LanguageSwitcher } from './LanguageSwitcher';

// The app builds each href so that the shopper stays on the same page in the other locale.
const options = [
  { locale: 'de-de', label: 'Deutsch (Deutschland)', href: '/gesichtspflege/' },
  { locale: 'en-gb', label: 'English (UK)', href: '/en-gb/face-care/', current: true },
  { locale: 'de-at', label: 'Deutsch (Österreich)', href: '/de-at/gesichtspflege/' },
  { locale: 'de-ch', label: 'Deutsch (Schweiz)', href: '/de-ch/gesichtspflege/' },
  { locale: 'fr-fr', label: 'Français (France)', href: '/fr-fr/soins-du-visage/' },
  { locale: 'fr-ch', label: 'Français (Suisse)', href: '/fr-ch/soins-du-visage/' },
];

const meta = {
  title: 'Navigation/LanguageSwitcher',
  component: LanguageSwitcher,
  args: { label: 'Language and country', options },
} satisfies Meta<typeof LanguageSwitcher>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FooterList: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Language and country' });
    const french = within(nav).getByRole('link', { name: 'Français (Suisse)' });
    await expect(french).toHaveAttribute('href', '/fr-ch/soins-du-visage/');
    await expect(french).toHaveAttribute('lang', 'fr-ch');
    await expect(within(nav).getByRole('link', { name: 'English (UK)' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  },
};

export const HeaderDisclosure: Story = {
  args: { variant: 'disclosure' },
  decorators: [
    (Story) => <div style={{ display: 'flex', justifyContent: 'flex-end', minHeight: 340 }}>{Story()}</div>,
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const summary = canvas.getByText('English (UK)', { selector: 'span' });
    const swiss = canvas.getByText('Deutsch (Schweiz)');
    await expect(swiss).not.toBeVisible();
    await userEvent.click(summary);
    await expect(swiss).toBeVisible();
  },
};
