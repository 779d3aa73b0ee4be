import { describe, expect, it } from 'vitest';
import { sizePropertyGroupIdOf } from './sizePropertyGroup.js';

describe("spec 3: the plugin configuration's size/colour property group setting", () => {
  it('names the size property group by its id', () => {
    expect(sizePropertyGroupIdOf({ sizePropertyGroupId: 'g-size', colorPropertyGroupId: 'g-colour' })).toBe(
      'g-size',
    );
  });

  it.each([
    ['no configuration', undefined],
    ['a configuration without the setting', { tagManagerActive: false }],
    ['a blank id', { sizePropertyGroupId: '  ' }],
    ['an id that is not text', { sizePropertyGroupId: 42 }],
  ])('names no size group for %s (no value is guessed to be a size)', (_case, configuration) => {
    expect(sizePropertyGroupIdOf(configuration)).toBeUndefined();
  });
});
