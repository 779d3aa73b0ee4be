import { describe, expect, it } from 'vitest';
import { listingFacets } from './listingFacets.js';

describe('listing filter choices from aggregations', () => {
  it('lists manufacturers and property options with their translated names and the selection', () => {
    const facets = listingFacets(
      {
        manufacturer: {
          entities: [
            { id: 'm1', name: 'A', translated: { name: 'Ä' } },
            { id: 'm2', name: 'B' },
          ],
        },
        properties: {
          entities: [
            { id: 'g1', name: 'Hauttyp', options: [{ id: 'o1', name: 'trocken' }] },
            { id: 'g2', name: 'leer', options: [] },
          ],
        },
        price: { min: 2, max: 80 },
      },
      { manufacturer: ['m2'], properties: ['o1'] },
    );
    expect(facets).toEqual({
      manufacturers: [
        { id: 'm1', label: 'Ä', selected: false },
        { id: 'm2', label: 'B', selected: true },
      ],
      propertyGroups: [
        { id: 'g1', label: 'Hauttyp', options: [{ id: 'o1', label: 'trocken', selected: true }] },
      ],
      priceMax: 80,
    });
  });

  it('malformed aggregations give no choices instead of an error', () => {
    expect(listingFacets({ manufacturer: 'x', price: [] }, { manufacturer: [], properties: [] })).toEqual({
      manufacturers: [],
      propertyGroups: [],
      priceMax: undefined,
    });
  });

  describe("spec 5 with spec 3's setting: size property values sort by the first number in their name", () => {
    const aggregations = {
      properties: {
        entities: [
          {
            id: 'size',
            name: 'Größe',
            options: [
              { id: 's100', name: '100 ml' },
              { id: 's15', name: '15 ml' },
              { id: 's50g', name: '50 g' },
              { id: 'travel', name: 'Reisegröße' },
              { id: 's7', name: '7,5 ml' },
            ],
          },
          {
            id: 'shade',
            name: 'Farbe',
            options: [
              { id: 'n20', name: 'Nr. 20' },
              { id: 'n3', name: 'Nr. 3' },
            ],
          },
        ],
      },
    };
    const none = { manufacturer: [], properties: [] };
    const idsOf = (groupId: string, sizeGroup?: string) =>
      listingFacets(aggregations, none, sizeGroup)
        .propertyGroups.find((group) => group.id === groupId)
        ?.options.map((option) => option.id);

    it('sorts the group the plugin configuration names; values without a number keep their order after the others', () => {
      expect(idsOf('size', 'size')).toEqual(['s7', 's15', 's50g', 's100', 'travel']);
    });

    it('keeps every other group in the order of the answer, numbers in the names or not', () => {
      expect(idsOf('shade', 'size')).toEqual(['n20', 'n3']);
    });

    it('sorts no group when the configuration names none', () => {
      expect(idsOf('size')).toEqual(['s100', 's15', 's50g', 'travel', 's7']);
    });
  });
});
