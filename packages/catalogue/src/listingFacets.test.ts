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
});
