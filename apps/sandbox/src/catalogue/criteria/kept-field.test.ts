import { describe, expect, it } from 'vitest';
import { keepsField } from './kept-field.js';

describe('keepsField: what includes and excludes leave of an entity', () => {
  it('keeps every field when the criteria shape nothing', () => {
    expect(keepsField({}, 'product', 'cmsPage')).toBe(true);
  });

  it('drops a field that excludes names for the alias, and only for that alias', () => {
    const criteria = { excludes: { product: ['cmsPage'] } };
    expect(keepsField(criteria, 'product', 'cmsPage')).toBe(false);
    expect(keepsField(criteria, 'product', 'name')).toBe(true);
    expect(keepsField(criteria, 'category', 'cmsPage')).toBe(true);
  });

  it('drops a field that includes leave out of the alias list, and keeps the listed ones', () => {
    const criteria = { includes: { category: ['id', 'name'] } };
    expect(keepsField(criteria, 'category', 'cmsPage')).toBe(false);
    expect(keepsField(criteria, 'category', 'name')).toBe(true);
    expect(keepsField(criteria, 'product', 'cmsPage')).toBe(true);
  });

  it('drops a field that includes list but excludes name as well', () => {
    expect(
      keepsField(
        { includes: { product: ['cmsPage'] }, excludes: { product: ['cmsPage'] } },
        'product',
        'cmsPage',
      ),
    ).toBe(false);
  });
});
