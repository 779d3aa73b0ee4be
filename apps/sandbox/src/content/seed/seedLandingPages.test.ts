import { describe, expect, it } from 'vitest';
import { testCatalogue } from '../testContentApi.js';
import { seedEntries } from './seedEntries.js';

const entries = seedEntries(testCatalogue);
const byId = (id: string) => entries.find((entry) => entry.id === id);

describe("the 'Clean Beauty' landing page (issue 19: a landing page with content and products)", () => {
  it("publishes one page at the German and English url and one at the French url of the Store API's landing page", () => {
    expect(byId('landing-clean-beauty')?.fields.url?.['de-DE']).toBe('/clean-beauty');
    expect(byId('landing-clean-beauty-fr')?.fields.url?.['de-DE']).toBe('/beaute-clean');
  });

  it('is made of a hero, two stories and a product slider, texts in German, English and French', () => {
    const page = byId('landing-clean-beauty');
    const links = (page?.fields.pageContent?.['de-DE'] ?? []) as { sys: { id: string } }[];
    const ids = links.map((link) => link.sys.id);
    expect(ids.map((id) => byId(id)?.contentType)).toEqual([
      'heroTeaser',
      'mediaTextTeaser',
      'productSlider',
      'mediaTextTeaser',
    ]);
    expect(Object.keys(byId('hero-clean-beauty')?.fields.headline ?? {})).toEqual(
      expect.arrayContaining(['de-DE', 'en-GB', 'fr-FR']),
    );
  });

  it('lists products of the catalogue in its slider', () => {
    const numbers = byId('product-slider-clean-beauty')?.fields.productNumbers?.['de-DE'] as string[];
    expect(numbers.length).toBeGreaterThan(0);
    for (const number of numbers)
      expect(testCatalogue.products.map((p) => p.productNumber)).toContain(number);
  });
});
