import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Price } from './Price';

const meta = {
  title: 'Commerce/Price',
  component: Price,
  args: { unitPrice: 34.9, currency: 'EUR', locale: 'en-gb' },
} satisfies Meta<typeof Price>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Regular: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('€34.90');
  },
};

export const OnSale: Story = {
  args: { listPrice: 44.9, percentage: 22.27 },
  play: async ({ canvasElement }) => {
    const struck = canvasElement.querySelector('s');
    await expect(struck).toHaveTextContent('Previously €44.90');
    await expect(within(canvasElement).getByText('−22%')).toBeVisible();
  },
};

export const WithReferencePrice: Story = {
  args: {
    unitPrice: 29.9,
    referencePrice: { price: 59.8, purchaseUnit: 50, referenceUnit: 100, unitName: 'ml' },
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('50 ml (€59.80 / 100 ml)');
  },
};

/** A fractional unit in German notation: 0,75 l, not 0.75 l. */
export const ReferencePriceInGerman: Story = {
  args: {
    locale: 'de-de',
    unitPrice: 18.9,
    referencePrice: { price: 25.2, purchaseUnit: 0.75, referenceUnit: 1, unitName: 'l' },
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent(/0,75\sl \(25,20\s€ \/ 1\sl\)/);
  },
};

export const PriceRange: Story = { args: { hasRange: true, unitPrice: 12.5 } };

export const SwissFrancsInGerman: Story = {
  args: {
    locale: 'de-ch',
    currency: 'CHF',
    unitPrice: 39.5,
    listPrice: 49,
    labels: { listPrice: 'Bisher', salePrice: 'Jetzt' },
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent).toContain('CHF\u00a039.50');
  },
};

export const TierPrices: Story = {
  args: {
    unitPrice: 9.9,
    tiers: [
      { label: 'to 4', unitPrice: 9.9 },
      { label: 'to 9', unitPrice: 8.9 },
      { label: 'from 10', unitPrice: 7.9 },
    ],
  },
  play: async ({ canvasElement }) => {
    const rows = within(canvasElement)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    await expect(rows).toEqual(['to 4', 'to 9', 'from 10']);
  },
};

export const TierPricesInFrench: Story = {
  args: {
    locale: 'fr-fr',
    unitPrice: 9.9,
    tiers: [
      { label: "jusqu'à 9", unitPrice: 9.9 },
      { label: 'à partir de 10', unitPrice: 7.9 },
    ],
    labels: {
      tierQuantity: 'Quantité',
      tierUnitPrice: 'Prix unitaire',
      tierCaption: 'Prix dégressifs',
    },
  },
};

export const Large: Story = { args: { size: 'lg', listPrice: 44.9 } };
export const Small: Story = { args: { size: 'sm' } };

/** Every variant side by side, for review and screenshots. */
export const Variants: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 280px))', gap: '40px 64px' }}>
      <Price unitPrice={34.9} currency="EUR" locale="en-gb" />
      <Price unitPrice={34.9} listPrice={44.9} currency="EUR" locale="en-gb" />
      <Price
        unitPrice={29.9}
        currency="EUR"
        locale="de-de"
        referencePrice={{ price: 59.8, purchaseUnit: 50, referenceUnit: 100, unitName: 'ml' }}
        labels={{ referencePrice: '{content} ({price} / {unit})' }}
      />
      <Price unitPrice={39.5} listPrice={49} currency="CHF" locale="fr-ch" size="lg" />
      <Price hasRange unitPrice={12.5} currency="EUR" locale="en-gb" />
      <Price
        unitPrice={9.9}
        currency="EUR"
        locale="en-gb"
        tiers={[
          { label: 'to 4', unitPrice: 9.9 },
          { label: 'to 9', unitPrice: 8.9 },
          { label: 'from 10', unitPrice: 7.9 },
        ]}
      />
    </div>
  ),
};
