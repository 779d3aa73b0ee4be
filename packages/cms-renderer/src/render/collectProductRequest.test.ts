import { describe, expect, it } from 'vitest';
import { collectProductRequest } from './collectProductRequest';

const entry = (type: string, fields: Record<string, unknown>) => ({
  sys: { id: type, type: 'Entry', contentType: { sys: { id: type } } },
  fields,
});

describe('collectProductRequest', () => {
  it('gathers ids and numbers of every product slider, nested ones included, each once', () => {
    const blocks = [
      entry('productSlider', { productIds: ['a', 'b'], productNumbers: ['N1'] }),
      entry('moduleSlider', { modules: [entry('productSlider', { productIds: ['b', 'c'] })] }),
      entry('heroTeaser', { productIds: ['ignored'] }),
    ];
    expect(collectProductRequest(blocks)).toEqual({ productIds: ['a', 'b', 'c'], productNumbers: ['N1'] });
  });

  it('stops at circular links', () => {
    const slider = entry('moduleSlider', { modules: [] as unknown[] });
    (slider.fields.modules as unknown[]).push(slider, entry('productSlider', { productIds: ['x'] }));
    expect(collectProductRequest([slider]).productIds).toEqual(['x']);
  });
});
