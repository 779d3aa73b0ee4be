import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ListingFilterForm } from './ListingFilterForm';

const facets = {
  manufacturers: [
    { id: 'm1', label: 'Lumière', selected: false },
    { id: 'm2', label: 'Nordic Care', selected: true },
    { id: 'm3', label: 'Verde', selected: false },
  ],
  propertyGroups: [
    {
      id: 'size',
      label: 'Size',
      options: [
        { id: 's30', label: '30 ml', selected: false },
        { id: 's50', label: '50 ml', selected: false },
      ],
    },
  ],
};
const sortings = [
  { key: 'topseller', label: 'Top sellers' },
  { key: 'price-asc', label: 'Price, low to high' },
  { key: 'price-desc', label: 'Price, high to low' },
];
const noFilters = { 'shipping-free': false };

const meta = {
  title: 'Commerce/ListingFilterForm',
  component: ListingFilterForm,
  args: { action: '/de-de/Hautpflege/', facets, values: noFilters, sorting: 'topseller', sortings },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
} satisfies Meta<typeof ListingFilterForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const form = within(canvasElement).getByRole('form', { name: 'Filters' });
    await expect(within(form).getByRole('combobox', { name: 'Sort by' })).toHaveValue('topseller');
    await expect(within(form).getByRole('checkbox', { name: 'Nordic Care' })).toBeChecked();
    await expect(within(form).getByRole('link', { name: 'Reset filters' })).toHaveAttribute(
      'href',
      '/de-de/Hautpflege/',
    );
  },
};
export const FiltersApplied: Story = {
  args: {
    values: { 'min-price': 10, 'max-price': 40, rating: 4, 'shipping-free': true },
    sorting: 'price-asc',
  },
  play: async ({ canvasElement }) => {
    const form = within(canvasElement).getByRole('form', { name: 'Filters' });
    await expect(within(form).getByRole('spinbutton', { name: 'Minimum price' })).toHaveValue(10);
    const rating = within(form).getByRole('group', { name: 'Rating' });
    await expect(within(rating).getByRole('radio', { name: 'from 4 stars' })).toBeChecked();
    await expect(within(form).getByRole('checkbox', { name: 'Free shipping' })).toBeChecked();
  },
};
export const WithoutBrandsOrProperties: Story = {
  args: { facets: { manufacturers: [], propertyGroups: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('group', { name: 'Brand' })).toBeNull();
  },
};
export const InABottomSheet: Story = { args: { layout: 'sheet' } };
export const Translated: Story = {
  args: {
    labels: {
      filters: 'Filter',
      sort: 'Sortierung',
      manufacturer: 'Marke',
      price: 'Preis',
      priceMin: 'Mindestpreis',
      priceMax: 'Höchstpreis',
      rating: 'Bewertung',
      any: 'Alle Bewertungen',
      ratingAtLeast: 'ab {n} Sternen',
      ratingAtLeastOne: 'ab 1 Stern',
      freeShipping: 'Versandkostenfrei',
      apply: 'Anwenden',
      reset: 'Filter zurücksetzen',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: 'ab 4 Sternen' })).toBeInTheDocument();
    await expect(within(canvasElement).getByRole('radio', { name: 'ab 1 Stern' })).toBeInTheDocument();
  },
};
/** The shop's 16rem column with German labels: 'Anwenden' keeps its width, the reset link wraps beside or below. */
export const InTheListingColumn: Story = {
  args: { ...Translated.args },
  decorators: [(Story) => <div style={{ width: '16rem' }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const label = within(canvasElement).getByText('Anwenden');
    // The button's label is cut with an ellipsis when the button is squeezed.
    await expect(label.scrollWidth).toBeLessThanOrEqual(label.clientWidth);
  },
};
export const ApplyingCallsOnApply: Story = {
  args: { onApply: fn() },
  render: (args) => (
    <ListingFilterForm
      {...args}
      formAs={({ children, ...props }) => (
        <form
          {...props}
          onSubmit={(event) => {
            event.preventDefault();
            props.onSubmit?.(event);
          }}
        >
          {children}
        </form>
      )}
    />
  ),
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('checkbox', { name: 'Verde' }));
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Apply' }));
    await expect(args.onApply).toHaveBeenCalledOnce();
  },
};
