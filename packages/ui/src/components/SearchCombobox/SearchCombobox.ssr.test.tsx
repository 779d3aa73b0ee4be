import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SearchCombobox, type SearchComboboxProps } from './SearchCombobox';

const props: SearchComboboxProps = {
  action: '/fr-ch/search',
  id: 'header-search',
  defaultValue: 'crème',
  suggestions: [
    { kind: 'product', id: 'p1', name: 'Crème de nuit', href: '/fr-ch/p1', price: { unitPrice: 24.9 } },
  ],
  status: 'ready',
  currency: 'CHF',
  locale: 'fr-ch',
  labels: {
    field: 'Recherche',
    placeholder: 'Que cherchez-vous ?',
    submit: 'Rechercher',
    terms: 'Recherches fréquentes',
    products: 'Produits',
    countOne: '{count} suggestion',
    countOther: '{count} suggestions',
    noSuggestions: 'Aucune suggestion',
    loading: 'Chargement …',
  },
};

// The server's HTML is what a shopper without JavaScript uses: it must search on its own.
describe('the search box as the server renders it', () => {
  const html = renderToString(<SearchCombobox {...props} />);
  const tag = (name: string) => new RegExp(`<${name}\\b[^>]*>`).exec(html)?.[0] ?? '';

  it('is a plain GET form to the search page with a labelled field named search and a submit button', () => {
    expect(tag('form')).toContain('method="get"');
    expect(tag('form')).toContain('action="/fr-ch/search"');
    expect(tag('label')).toContain('for="header-search"');
    expect(html).toContain('>Recherche</label>');
    for (const attribute of ['id="header-search"', 'type="search"', 'name="search"', 'value="crème"']) {
      expect(tag('input')).toContain(attribute);
    }
    expect(tag('button')).toContain('type="submit"');
    expect(html).toContain('>Rechercher</button>');
  });

  it('claims no combobox before hydration: a list that cannot open is neither announced nor rendered', () => {
    expect(html).not.toContain('role="combobox"');
    expect(html).not.toContain('aria-expanded');
    expect(html).not.toContain('role="listbox"');
    expect(html).not.toContain('Crème de nuit');
  });
});
