import { within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { BRAND_ID, COLOUR_RED_ID, FACETS, NO_FILTERS } from '../testing/listingFixtures';
import { renderInShop, textIn } from '../testing/renderInShop';
import { ListingFilterForm, sortChoicesOf } from './ListingFilterForm';

const sortings = [
  { key: 'name-asc', label: 'Name A-Z' },
  { key: 'price-asc', label: 'Price ascending' },
];

describe('spec 4 and 5 the listing filter form', () => {
  it("is a GET form to the listing's first page, labelled in the page's language", async () => {
    for (const locale of ['de-de', 'en-gb'] as const) {
      const { screen } = await renderInShop(
        <ListingFilterForm
          action={`/${locale}/care/`}
          facets={FACETS}
          params={NO_FILTERS}
          sorting={undefined}
          sortings={sortings}
        />,
        { locale },
      );
      const form = within(screen).getByRole('form', { name: textIn(locale, 'listing.filters') });
      expect(form.getAttribute('method')).toBe('get');
      expect(form.getAttribute('action')).toBe(`/${locale}/care/`);
      expect(within(form).getByRole('button', { name: textIn(locale, 'listing.apply') })).toBeTruthy();
      expect(within(form).getByRole('group', { name: textIn(locale, 'listing.price') })).toBeTruthy();
      expect(
        within(form).getByRole('radio', { name: textIn(locale, 'listing.ratingAtLeast', { n: 4 }) }),
      ).toBeTruthy();
    }
  });

  it('offers the minimum rating as a radio group of star thresholds in all six locales, "any" first', async () => {
    for (const locale of ['de-de', 'en-gb', 'de-at', 'de-ch', 'fr-fr', 'fr-ch'] as const) {
      const { screen } = await renderInShop(
        <ListingFilterForm
          action={`/${locale}/care/`}
          facets={FACETS}
          params={NO_FILTERS}
          sorting={undefined}
          sortings={sortings}
        />,
        { locale },
      );
      const group = within(screen).getByRole('group', { name: textIn(locale, 'listing.rating') });
      const radios = within(group).getAllByRole<HTMLInputElement>('radio');
      expect(radios.map((radio) => [radio.name, radio.value])).toEqual([
        ['rating', ''],
        ['rating', '4'],
        ['rating', '3'],
        ['rating', '2'],
        ['rating', '1'],
      ]);
      expect(
        within(group)
          .getByRole('radio', { name: textIn(locale, 'listingRating.any') })
          .hasAttribute('checked'),
      ).toBe(true);
      expect(
        within(group).getByRole<HTMLInputElement>('radio', {
          name: textIn(locale, 'listingRating.atLeastOne'),
        }).value,
      ).toBe('1');
      expect(screen.querySelector('select[name="rating"]')).toBeNull();
    }
  });

  it("shows the URL's filters as the form's state: brands, properties, prices, rating, free shipping and sorting", async () => {
    const facets = {
      ...FACETS,
      manufacturers: [{ id: BRAND_ID, label: 'Lumière', selected: true }],
      propertyGroups: [
        { id: 'g', label: 'Farbe', options: [{ id: COLOUR_RED_ID, label: 'Rot', selected: true }] },
      ],
    };
    const params = { ...NO_FILTERS, 'min-price': 5, 'max-price': 40, rating: 3, 'shipping-free': true };
    const { screen } = await renderInShop(
      <ListingFilterForm
        action="/de-de/pflege/"
        facets={facets}
        params={params}
        sorting="price-asc"
        sortings={sortings}
      />,
    );
    const form = within(screen);
    expect(form.getByRole<HTMLInputElement>('checkbox', { name: 'Lumière' }).hasAttribute('checked')).toBe(
      true,
    );
    expect(form.getByRole<HTMLInputElement>('checkbox', { name: 'Rot' }).getAttribute('name')).toBe(
      'properties',
    );
    expect(
      form.getByRole('spinbutton', { name: textIn('de-de', 'listing.priceMin') }).getAttribute('value'),
    ).toBe('5');
    expect(
      form.getByRole('spinbutton', { name: textIn('de-de', 'listing.priceMax') }).getAttribute('value'),
    ).toBe('40');
    expect(
      form.getByRole('checkbox', { name: textIn('de-de', 'listing.freeShipping') }).hasAttribute('checked'),
    ).toBe(true);
    expect(form.getByRole('option', { name: 'Price ascending' }).hasAttribute('selected')).toBe(true);
    expect(
      form
        .getByRole('radio', { name: textIn('de-de', 'listing.ratingAtLeast', { n: 3 }) })
        .hasAttribute('checked'),
    ).toBe(true);
  });

  it('resets with a link to the first page without filters', async () => {
    const { screen } = await renderInShop(
      <ListingFilterForm
        action="/fr-fr/soins/"
        facets={FACETS}
        params={NO_FILTERS}
        sorting={undefined}
        sortings={sortings}
      />,
      { locale: 'fr-fr' },
    );
    const reset = within(screen).getByRole('link', { name: textIn('fr-fr', 'listing.reset') });
    expect(reset.getAttribute('href')).toBe('/fr-fr/soins/');
  });
});

describe('issue 19: the untouched default sort does not land in URLs', () => {
  it("sends the listing's default sorting as an empty value, every other sorting by its key", async () => {
    const { screen } = await renderInShop(
      <ListingFilterForm
        action="/de-de/pflege/"
        facets={FACETS}
        params={NO_FILTERS}
        sorting="name-asc"
        defaultSorting="name-asc"
        sortings={sortings}
      />,
    );
    const select = within(screen).getByRole<HTMLSelectElement>('combobox', {
      name: textIn('de-de', 'listing.sort'),
    });
    expect([...select.options].map((option) => [option.value, option.text])).toEqual([
      ['', 'Name A-Z'],
      ['price-asc', 'Price ascending'],
    ]);
    expect(select.value).toBe('');
  });

  it('a sorted page keeps its sorting chosen, and the default sorting still sends nothing', () => {
    expect(sortChoicesOf('price-asc', sortings, 'name-asc')).toEqual({
      sorting: 'price-asc',
      sortings: [
        { key: '', label: 'Name A-Z' },
        { key: 'price-asc', label: 'Price ascending' },
      ],
    });
  });

  it('an unknown default leaves every sorting its key', () => {
    expect(sortChoicesOf('price-asc', sortings, undefined)).toEqual({ sorting: 'price-asc', sortings });
  });
});
