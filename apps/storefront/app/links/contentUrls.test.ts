import { describe, expect, it } from 'vitest';
import { localizeContentUrls, localizedContentUrl } from './contentUrls';

describe('internal links of content (spec 2.1: the first path segment picks the market)', () => {
  it("keep the shopper's locale: an unprefixed shop path gets the locale's prefix", () => {
    expect(localizedContentUrl('/magazin/pflegeroutine', 'de-ch')).toBe('/de-ch/magazin/pflegeroutine');
    expect(localizedContentUrl('/navigation/0123456789abcdef0123456789abcdef/', 'fr-fr')).toBe(
      '/fr-fr/navigation/0123456789abcdef0123456789abcdef/',
    );
    expect(localizedContentUrl('/magazin?tag=sonne#top', 'de-at')).toBe('/de-at/magazin?tag=sonne#top');
    expect(localizedContentUrl('/', 'en-gb')).toBe('/en-gb');
  });

  it('leave a path that names a locale, another host, an anchor and a relative link as the editor wrote them', () => {
    expect(localizedContentUrl('/fr-ch/magazin', 'de-ch')).toBe('/fr-ch/magazin');
    expect(localizedContentUrl('/DE-AT?x=1', 'de-ch')).toBe('/DE-AT?x=1');
    expect(localizedContentUrl('https://example.com/magazin', 'de-ch')).toBe('https://example.com/magazin');
    expect(localizedContentUrl('//cdn.example.com/a', 'de-ch')).toBe('//cdn.example.com/a');
    expect(localizedContentUrl('#newsletter', 'de-ch')).toBe('#newsletter');
    expect(localizedContentUrl('magazin', 'de-ch')).toBe('magazin');
  });

  it('are localized in every linked entry, and nothing else changes', () => {
    const asset = { sys: { id: 'a' }, fields: { file: { url: '//images.example.com/a.jpg' } } };
    const blocks = [
      { sys: { id: 'hero' }, fields: { headline: 'Sommer', url: '/Sonne/', asset } },
      {
        sys: { id: 'slider' },
        fields: { modules: [{ sys: { id: 'tile' }, fields: { url: '/magazin', title: '/not-a-url' } }] },
      },
      'not an entry',
    ];
    const localized = localizeContentUrls(blocks, 'fr-ch');
    expect(localized[0]).toMatchObject({ fields: { headline: 'Sommer', url: '/fr-ch/Sonne/' } });
    expect(localized[1]).toMatchObject({
      fields: { modules: [{ fields: { url: '/fr-ch/magazin', title: '/not-a-url' } }] },
    });
    expect(localized[2]).toBe('not an entry');
    // Asset files are not links of the shop; the original blocks are left as they were.
    expect(JSON.stringify(localized)).toContain('//images.example.com/a.jpg');
    expect(blocks[0]).toMatchObject({ fields: { url: '/Sonne/' } });
  });

  it("reach from a page to the modules of a slider on it (Contentful's link depth 3)", () => {
    const page = {
      sys: { id: 'home' },
      fields: {
        pageContent: [
          {
            sys: { id: 'slider' },
            fields: { modules: [{ sys: { id: 'tile' }, fields: { url: '/magazin/sonnenschutz' } }] },
          },
        ],
      },
    };
    expect(localizeContentUrls(page, 'de-at')).toMatchObject({
      fields: {
        pageContent: [{ fields: { modules: [{ fields: { url: '/de-at/magazin/sonnenschutz' } }] } }],
      },
    });
  });
});
