import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CountryBanner } from './CountryBanner';

const meta = {
  title: 'Layout/CountryBanner',
  component: CountryBanner,
  args: {
    label: 'Country suggestion',
    message: 'You seem to be in Switzerland. Prices in CHF and delivery to Switzerland are available.',
    actionHref: '/de-ch/face-care/',
    actionLabel: 'Go to the Swiss shop',
    dismissLabel: 'Stay here',
    onDismiss: fn(),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof CountryBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Suggestion: Story = {
  render: function Render(args) {
    const [visible, setVisible] = useState(true);
    return visible ? (
      <CountryBanner
        {...args}
        onDismiss={() => {
          args.onDismiss();
          setVisible(false);
        }}
      />
    ) : (
      <p>Banner dismissed.</p>
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const banner = canvas.getByRole('region', { name: 'Country suggestion' });
    await expect(within(banner).getByRole('link', { name: 'Go to the Swiss shop' })).toHaveAttribute(
      'href',
      '/de-ch/face-care/',
    );
    await userEvent.click(within(banner).getByRole('button', { name: 'Stay here' }));
    await expect(args.onDismiss).toHaveBeenCalledOnce();
    await expect(canvas.queryByRole('region')).toBeNull();
  },
};

export const French: Story = {
  args: {
    label: 'Suggestion de pays',
    message: 'Vous semblez être en France.',
    actionHref: '/fr-fr/',
    actionLabel: 'Aller à la boutique française',
    dismissLabel: 'Rester ici',
  },
};
