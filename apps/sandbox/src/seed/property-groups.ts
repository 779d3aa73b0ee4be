import { idFor } from '../ids.js';
import { PRODUCT_TYPES, SHADES } from './product-types.js';
import { PROPERTY_GROUPS } from './properties.js';
import { type EntityWriter, translate } from './writer.js';

export const propertyGroupIdFor = (groupKey: string) => idFor(`property-group:${groupKey}`);
export const optionIdFor = (groupKey: string, optionKey: string) =>
  idFor(`property-option:${groupKey}:${optionKey}`);
export const sizeOptionKey = (size: number, unit: string) => `${size}-${unit}`;

/** Property groups with their options; sizes and colours come from what the product types use. */
export function seedPropertyGroups(writer: EntityWriter): void {
  const sizes = new Map<string, { size: number; unit: string }>();
  for (const type of PRODUCT_TYPES) {
    if (type.unit === 'piece') continue;
    for (const size of type.sizes) sizes.set(sizeOptionKey(size, type.unit), { size, unit: type.unit });
  }
  const sortedSizes = [...sizes.entries()].sort(
    (a, b) => a[1].unit.localeCompare(b[1].unit) || a[1].size - b[1].size,
  );
  const shades = Object.values(SHADES).flat();
  let optionPosition = 0;
  PROPERTY_GROUPS.forEach((group, groupPosition) => {
    const groupId = propertyGroupIdFor(group.key);
    writer.put(
      'property_group',
      groupId,
      groupPosition,
      {
        displayType: group.displayType,
        sortingType: group.key === 'size' ? 'position' : 'alphanumeric',
        filterable: true,
        visibleOnProductDetailPage: true,
        position: groupPosition + 1,
        apiAlias: 'property_group',
        _key: group.key,
      },
      translate({
        name: { de: group.name[0], en: group.name[1], fr: group.name[2] },
        description: { de: null, en: null, fr: null },
      }),
    );
    const options =
      group.key === 'size'
        ? sortedSizes.map(([key, { size, unit }]) => ({
            key,
            name: [`${size} ${unit}`, `${size} ${unit}`, `${size} ${unit}`] as const,
            hex: undefined,
          }))
        : group.key === 'colour'
          ? shades.map((shade) => ({ key: shade.key, name: shade.name, hex: shade.hex }))
          : group.options;
    options.forEach((option, position) => {
      writer.put(
        'property_group_option',
        optionIdFor(group.key, option.key),
        optionPosition++,
        {
          groupId,
          position: position + 1,
          colorHexCode: option.hex ?? null,
          mediaId: null,
          combinable: true,
          apiAlias: 'property_group_option',
          _key: option.key,
        },
        translate({ name: { de: option.name[0], en: option.name[1], fr: option.name[2] } }),
      );
    });
  });
}
