import { z } from 'zod';
import { sortBySize } from './sizeSort.js';

const named = z.looseObject({
  id: z.string(),
  name: z.string(),
  translated: z.record(z.string(), z.unknown()).optional(),
});

/** The parts of Shopware's listing aggregations the filter form shows; anything else is ignored. */
const aggregationsSchema = z.looseObject({
  manufacturer: z
    .looseObject({ entities: z.array(named) })
    .optional()
    .catch(undefined),
  properties: z
    .looseObject({ entities: z.array(named.extend({ options: z.array(named).optional() })) })
    .optional()
    .catch(undefined),
  price: z
    .looseObject({ min: z.number().nullable(), max: z.number().nullable() })
    .optional()
    .catch(undefined),
});

export interface FacetOption {
  id: string;
  label: string;
  selected: boolean;
}

export interface ListingFacets {
  manufacturers: FacetOption[];
  propertyGroups: { id: string; label: string; options: FacetOption[] }[];
  priceMax: number | undefined;
}

function label(entity: z.infer<typeof named>): string {
  const value = entity.translated?.name;
  return typeof value === 'string' && value !== '' ? value : entity.name;
}

/** Spec 5: the size group's values by the first number in their label; every other group as the answer lists it. */
function inShownOrder(options: FacetOption[], isSizeGroup: boolean): FacetOption[] {
  if (!isSizeGroup) return options;
  return sortBySize(options.map((option) => ({ option, name: option.label }))).map(({ option }) => option);
}

/**
 * Filter choices from the listing's aggregations, marking the selection (a category listing passes the Store
 * API's `currentFilters`, spec 3). `sizePropertyGroupId` is the plugin configuration's size group (spec 3,
 * `sizePropertyGroupIdOf`); without it no group counts as sizes.
 */
export function listingFacets(
  aggregations: unknown,
  selected: { manufacturer: readonly string[]; properties: readonly string[] },
  sizePropertyGroupId?: string,
): ListingFacets {
  const parsed = aggregationsSchema.safeParse(aggregations ?? {});
  const data = parsed.success ? parsed.data : {};
  return {
    manufacturers: (data.manufacturer?.entities ?? []).map((entity) => ({
      id: entity.id,
      label: label(entity),
      selected: selected.manufacturer.includes(entity.id),
    })),
    propertyGroups: (data.properties?.entities ?? [])
      .map((group) => ({
        id: group.id,
        label: label(group),
        options: inShownOrder(
          (group.options ?? []).map((option) => ({
            id: option.id,
            label: label(option),
            selected: selected.properties.includes(option.id),
          })),
          sizePropertyGroupId !== undefined && group.id === sizePropertyGroupId,
        ),
      }))
      .filter((group) => group.options.length > 0),
    priceMax: data.price?.max ?? undefined,
  };
}
