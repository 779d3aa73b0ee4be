import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ReactNode, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { IconBag, IconFilter, IconMenu } from '../../icons/icons';
import { productImages } from '../../stories/productImages';
import { Button } from '../Button/Button';
import { Checkbox } from '../Checkbox/Checkbox';
import { IconButton } from '../IconButton/IconButton';
import { Price } from '../Price/Price';
import { Drawer, type DrawerProps } from './Drawer';

const cartLines = [
  {
    id: 'serum',
    name: 'Hyaluronic Hydration Serum',
    brand: 'Maison Verte',
    image: productImages.serum,
    price: 34.9,
  },
  {
    id: 'cream',
    name: 'Rich Recovery Night Cream',
    brand: 'Maison Verte',
    image: productImages.cream,
    price: 52,
  },
];

function SideCart({ initiallyOpen }: { initiallyOpen: boolean }) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <IconButton label="Cart, 2 items" icon={<IconBag />} count={2} onClick={() => setOpen(true)} />
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        title="Your cart"
        closeLabel="Close cart"
        footer={
          <div style={{ display: 'grid', gap: 16 }}>
            <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline' }}>
              <span>Subtotal</span>
              <Price unitPrice={86.9} currency="EUR" locale="en-gb" size="sm" />
            </div>
            <Button size="lg" fullWidth>
              Go to checkout
            </Button>
          </div>
        }
      >
        <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 20 }}>
          {cartLines.map((line) => (
            <li key={line.id} style={{ display: 'grid', gridTemplateColumns: '88px 1fr', gap: 16 }}>
              <img src={line.image} alt="" width={88} height={88} style={{ borderRadius: 10 }} />
              <div style={{ display: 'grid', gap: 4, alignContent: 'start' }}>
                <span
                  style={{
                    fontSize: 12,
                    letterSpacing: '0.06em',
                    textTransform: 'uppercase',
                    color: '#6f6a62',
                  }}
                >
                  {line.brand}
                </span>
                <span style={{ fontFamily: 'var(--bs-font-display)', fontSize: 17 }}>{line.name}</span>
                <Price unitPrice={line.price} currency="EUR" locale="en-gb" size="sm" />
              </div>
            </li>
          ))}
        </ul>
      </Drawer>
    </>
  );
}

const meta = {
  title: 'Overlays/Drawer',
  component: Drawer,
  args: { open: false, onClose: () => undefined, title: 'Your cart', closeLabel: 'Close cart' },
  render: () => <SideCart initiallyOpen={false} />,
} satisfies Meta<typeof Drawer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SideCartInteraction: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const opener = canvas.getByRole('button', { name: 'Cart, 2 items' });
    await userEvent.click(opener);
    const drawer = await canvas.findByRole('dialog', { name: 'Your cart' });
    await waitFor(() => expect(drawer.contains(document.activeElement)).toBe(true));
    await expect(drawer.matches(':modal')).toBe(true);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(drawer).not.toHaveAttribute('open'));
    await expect(opener).toHaveFocus();
  },
};

export const BackdropClickCloses: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Cart, 2 items' }));
    const drawer = await canvas.findByRole('dialog', { name: 'Your cart' });
    // A click whose target is the <dialog> itself lands on the backdrop, outside the panel.
    drawer.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    await waitFor(() => expect(drawer).not.toHaveAttribute('open'));
  },
};

export const SideCartOpen: Story = {
  render: () => <SideCart initiallyOpen />,
  parameters: { layout: 'fullscreen' },
};

function Controlled(props: Omit<DrawerProps, 'open' | 'onClose'> & { opener: string; icon: ReactNode }) {
  const [open, setOpen] = useState(true);
  const { opener, icon, ...rest } = props;
  return (
    <>
      <IconButton label={opener} icon={icon} onClick={() => setOpen(true)} />
      <Drawer {...rest} open={open} onClose={() => setOpen(false)} />
    </>
  );
}

export const MobileMenu: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => (
    <Controlled opener="Menu" icon={<IconMenu />} title="Menu" closeLabel="Close menu" side="left">
      <nav aria-label="Main">
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {['New in', 'Face care', 'Body and bath', 'Hair', 'Make-up', 'Fragrance', 'Sale'].map((item) => (
            <li key={item} style={{ borderBottom: '1px solid var(--bs-color-border)' }}>
              <a
                href={`/${item.toLowerCase().replaceAll(' ', '-')}`}
                style={{
                  display: 'block',
                  padding: '14px 0',
                  color: 'inherit',
                  textDecoration: 'none',
                  fontSize: 18,
                }}
              >
                {item}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </Controlled>
  ),
};

export const MobileFilter: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => (
    <Controlled
      opener="Filter"
      icon={<IconFilter />}
      title="Filter"
      closeLabel="Close filter"
      side="bottom"
      footer={
        <Button size="lg" fullWidth>
          Show 42 products
        </Button>
      }
    >
      <fieldset style={{ border: 0, margin: 0, padding: 0, display: 'grid', gap: 4 }}>
        <legend style={{ fontWeight: 500, marginBottom: 8 }}>Skin type</legend>
        <Checkbox label="Dry" defaultChecked />
        <Checkbox label="Sensitive" />
        <Checkbox label="Combination" />
        <Checkbox label="Oily" />
      </fieldset>
    </Controlled>
  ),
};
