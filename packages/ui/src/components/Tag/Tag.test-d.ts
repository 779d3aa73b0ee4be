import { expectTypeOf, test } from 'vitest';
import type { IconButtonProps } from '../IconButton/IconButton';
import type { TagProps } from './Tag';

test('a removable tag needs an accessible name for its remove button', () => {
  expectTypeOf<{ children: 'Vegan' }>().toExtend<TagProps>();
  expectTypeOf<{ children: 'Vegan'; onRemove: () => void; removeLabel: string }>().toExtend<TagProps>();
  expectTypeOf<{ children: 'Vegan'; onRemove: () => void }>().not.toExtend<TagProps>();
});

test('an icon-only button cannot be created without a label', () => {
  expectTypeOf<IconButtonProps>().toHaveProperty('label').toEqualTypeOf<string>();
  expectTypeOf<{ icon: null }>().not.toExtend<IconButtonProps>();
});
