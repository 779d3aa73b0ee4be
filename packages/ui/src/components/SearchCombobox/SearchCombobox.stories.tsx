import type { Meta, StoryObj } from '@storybook/react-vite';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { productImages } from '../../stories/productImages';
import { SearchCombobox, type SearchSuggestion } from './SearchCombobox';

const products: SearchSuggestion[] = [
  {
    kind: 'product',
    id: 'cream',
    name: 'Feuchtigkeitscreme mit Hyaluron',
    href: '/de-de/feuchtigkeitscreme/BS100012',
    imageUrl: productImages.cream,
    price: { unitPrice: 24.9 },
  },
  {
    kind: 'product',
    id: 'eye',
    name: 'Augencreme Koffein & Peptide für müde Augen am Morgen',
    href: '/de-de/augencreme/BS100013',
    imageUrl: productImages.handCream,
    price: { unitPrice: 19.9, listPrice: 24.9, lowestPrice30Days: 22.9 },
  },
  {
    kind: 'product',
    id: 'balm',
    name: 'Reichhaltige Nachtcreme',
    href: '/de-de/nachtcreme/BS100014',
    imageUrl: productImages.balm,
    price: { unitPrice: 29.5, hasRange: true },
  },
  {
    kind: 'product',
    id: 'sun',
    name: 'Sonnencreme LSF 50',
    href: '/de-de/sonnencreme/BS100015',
    price: { unitPrice: 15.95 },
  },
];

const terms: SearchSuggestion[] = ['Serum', 'Sonnencreme', 'Vitamin C', 'Lippenstift', 'Reinigungsgel'].map(
  (term) => ({ kind: 'term', term, href: `/de-de/search?search=${encodeURIComponent(term)}` }),
);

const meta = {
  title: 'Forms/SearchCombobox',
  component: SearchCombobox,
  args: {
    action: '/de-de/search',
    id: 'story-search',
    suggestions: [],
    status: 'idle',
    currency: 'EUR',
    locale: 'de-de',
    labels: {
      field: 'Suche',
      placeholder: 'Wonach suchst du?',
      submit: 'Suchen',
      terms: 'Häufig gesucht',
      products: 'Produkte',
      countOne: '{count} Vorschlag',
      countOther: '{count} Vorschläge',
      noSuggestions: 'Keine Vorschläge: Enter sucht im ganzen Shop',
      loading: 'Vorschläge werden geladen …',
      lowestPrice30Days: '30-Tage-Tiefstpreis: {price}',
      showAll: 'Alle {count} Ergebnisse anzeigen',
    },
    priceLabels: { listPrice: 'Bisher', salePrice: 'Jetzt', rangeFrom: 'ab' },
    onTermChange: fn(),
    onFocus: fn(),
    onNavigate: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '40rem', minHeight: 460 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SearchCombobox>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Before focus: a search field and its button in a GET form, the list not shown. */
export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('combobox', { name: 'Suche' });
    await expect(field).toHaveAttribute('aria-expanded', 'false');
    await expect(field).toHaveAttribute('aria-autocomplete', 'list');
    await expect(field.closest('form')).toHaveAttribute('method', 'get');
    await expect(canvas.queryByRole('listbox')).toBeNull();
  },
};

/** A typed term: products with image and price; the arrow keys move the active option, Enter follows it. */
export const OpenWithProducts: Story = {
  args: { defaultValue: 'creme', suggestions: products, status: 'ready' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('combobox', { name: 'Suche' });
    await userEvent.click(field);
    await expect(field).toHaveAttribute('aria-expanded', 'true');
    const listbox = canvas.getByRole('listbox', { name: 'Suche' });
    await expect(field).toHaveAttribute('aria-controls', listbox.id);
    await expect(canvas.getByRole('status')).toHaveTextContent('4 Vorschläge');

    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const options = within(listbox).getAllByRole('option');
    await expect(field).toHaveAttribute('aria-activedescendant', options[1]?.id);
    await expect(options[1]).toHaveAttribute('aria-selected', 'true');
    await expect(field).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    // ArrowUp on the first option wraps to the last.
    await expect(field).toHaveAttribute('aria-activedescendant', options[3]?.id);
    // ArrowDown on the last option wraps to the first.
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onNavigate).toHaveBeenCalledWith('/de-de/feuchtigkeitscreme/BS100012');
  },
};

/**
 * More results than the list shows: a last option leads to all of them on the search page, reached by the arrow
 * keys like the products (ArrowUp from the first option lands on it).
 */
export const MoreThanShown: Story = {
  args: {
    defaultValue: 'creme',
    suggestions: [...products, { kind: 'all', total: 52, href: '/de-de/search?search=creme' }],
    status: 'ready',
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('combobox', { name: 'Suche' });
    await userEvent.click(field);
    const products = within(canvas.getByRole('group', { name: 'Produkte' })).getAllByRole('option');
    await expect(products).toHaveLength(5);
    await expect(products[4]).toHaveTextContent('Alle 52 Ergebnisse anzeigen');
    await expect(canvas.getByRole('status')).toHaveTextContent('5 Vorschläge');
    await userEvent.keyboard('{ArrowUp}');
    await expect(field).toHaveAttribute('aria-activedescendant', products[4]?.id);
    await userEvent.keyboard('{Enter}');
    await expect(args.onNavigate).toHaveBeenCalledWith('/de-de/search?search=creme');
  },
};

/**
 * Beside every price the law asks for the tax and shipping notice: one line under the products says it for all of
 * them; a reduced price shows its lowest price of the last 30 days. Pressing the line's link keeps the list open.
 */
export const WithPriceNotice: Story = {
  args: {
    defaultValue: 'creme',
    suggestions: products,
    status: 'ready',
    priceNotice: (
      <>
        Alle Preise inkl. MwSt., <a href="/de-de/versand">zzgl. Versand</a>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('combobox', { name: 'Suche' });
    await userEvent.click(field);
    const listbox = canvas.getByRole('listbox', { name: 'Suche' });
    await expect(within(listbox).getAllByRole('option')[1]).toHaveTextContent('30-Tage-Tiefstpreis: 22,90');
    await expect(within(listbox).getAllByRole('option')[0]).not.toHaveTextContent('30-Tage');
    const link = canvas.getByRole('link', { name: 'zzgl. Versand' });
    // Options hold no links: the notice is outside the listbox.
    await expect(listbox).not.toContainElement(link);
    await userEvent.pointer({ keys: '[MouseLeft>]', target: link });
    await expect(field).toHaveFocus();
    await expect(field).toHaveAttribute('aria-expanded', 'true');
    await userEvent.pointer({ keys: '[/MouseLeft]', target: link });
  },
};

/** Escape closes the list and keeps the term; a second Escape clears the field. */
export const EscapeClosesThenClears: Story = {
  args: { defaultValue: 'creme', suggestions: products, status: 'ready' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('combobox', { name: 'Suche' });
    await userEvent.click(field);
    await userEvent.keyboard('{ArrowDown}{Escape}');
    await expect(field).toHaveAttribute('aria-expanded', 'false');
    await expect(field).not.toHaveAttribute('aria-activedescendant');
    await expect(field).toHaveValue('creme');
    await userEvent.keyboard('{Escape}');
    await expect(field).toHaveValue('');
    await expect(args.onTermChange).toHaveBeenLastCalledWith('');
  },
};

/** The empty field on focus: the frequently searched terms; a click picks one. */
export const OpenWithTerms: Story = {
  args: { suggestions: terms, status: 'ready' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('combobox', { name: 'Suche' });
    await userEvent.click(field);
    await expect(args.onFocus).toHaveBeenCalled();
    await expect(canvas.getByRole('group', { name: 'Häufig gesucht' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('5 Vorschläge');
    await userEvent.click(canvas.getByRole('option', { name: 'Vitamin C' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/de-de/search?search=Vitamin%20C');
    await expect(field).toHaveValue('Vitamin C');
    await expect(field).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Nothing found: no list (Enter still searches the whole shop), a note says so and is announced. */
export const Empty: Story = {
  args: { defaultValue: 'xyzzy', suggestions: [], status: 'ready' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('combobox', { name: 'Suche' });
    await userEvent.click(field);
    await expect(field).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('status')).toHaveTextContent('Keine Vorschläge');
    await expect(
      canvas.getByText('Keine Vorschläge: Enter sucht im ganzen Shop', { selector: 'p[aria-hidden="true"]' }),
    ).toBeVisible();
  },
};

/** The first suggestions are on their way. */
export const Loading: Story = {
  args: { defaultValue: 'cre', suggestions: [], status: 'loading' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Suche' }));
    await waitFor(() => expect(canvas.getByText('Vorschläge werden geladen …')).toBeVisible());
  },
};

/**
 * A shopper who focused the field and typed before the page's JavaScript ran: once React takes over the server's
 * HTML, the term is adopted and the list opens, as if the focus had come after hydration.
 */
export const TypedBeforeHydration: Story = {
  args: { suggestions: products, status: 'ready' },
  render: (args) => {
    const host = document.createElement('div');
    host.innerHTML = renderToString(<SearchCombobox {...args} />);
    return <div ref={(node) => node?.append(host)} data-host="" />;
  },
  play: async ({ canvasElement, args }) => {
    const host = canvasElement.querySelector('[data-host] > div');
    const field = host?.querySelector('input');
    if (!(host instanceof HTMLElement) || !(field instanceof HTMLInputElement))
      throw new Error('no server HTML');
    await expect(field).not.toHaveAttribute('role');
    await userEvent.click(field);
    await userEvent.keyboard('creme');
    const root = hydrateRoot(host, <SearchCombobox {...args} />);
    try {
      const canvas = within(host);
      await waitFor(() =>
        expect(canvas.getByRole('combobox', { name: 'Suche' })).toHaveAttribute('aria-expanded', 'true'),
      );
      await expect(field).toHaveFocus();
      await expect(args.onTermChange).toHaveBeenLastCalledWith('creme');
      await expect(args.onFocus).toHaveBeenCalled();
      await expect(canvas.getByRole('status')).toHaveTextContent('4 Vorschläge');
    } finally {
      root.unmount();
    }
  },
};
