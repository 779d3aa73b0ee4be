import type { Product } from '@beautyshop/store-api-client';
import { productLink } from './productLink.js';
import { type LocalizePath, translated } from './productTile.js';
import { sortBySize } from './sizeSort.js';

/** An option of a variant as the server read it (name already in the context language). */
export interface VariantOptionInput {
  id: string;
  groupId: string;
  name: string;
  position: number | undefined;
  colorHexCode: string | undefined;
}

/** A variant of the product family: where it lives and which options make it. */
export interface VariantInput {
  id: string;
  href: string;
  available: boolean;
  options: readonly VariantOptionInput[];
}

/** A configurator group (Shopware's `configurator` of the detail answer): id and name, in display order. */
export interface VariantGroupInput {
  id: string;
  name: string;
}

export interface VariantOption {
  id: string;
  name: string;
  /** A shade's swatch colour. */
  colorHexCode: string | undefined;
  /** The page of the variant this option switches to. */
  href: string;
  selected: boolean;
  /** Whether the variant behind the link can be bought. */
  available: boolean;
}

export interface VariantGroup {
  id: string;
  name: string;
  options: VariantOption[];
}

/**
 * Options in the order the shop sets (position), except sizes: spec 5 sorts size values by the first number in
 * their name. Which group holds sizes is the plugin configuration's setting (spec 3), never read off the names.
 */
export function orderOptions<Option extends { name: string; position: number | undefined }>(
  options: readonly Option[],
  kind: 'sizes' | 'other' = 'other',
): Option[] {
  const byPosition = [...options].sort(
    (a, b) => (a.position ?? 0) - (b.position ?? 0) || a.name.localeCompare(b.name),
  );
  return kind === 'sizes' ? sortBySize(byPosition) : byPosition;
}

/** The variant with this option and the shopper's other choices; else the best one with this option. */
function targetOf(
  variants: readonly VariantInput[],
  optionId: string,
  otherChoices: readonly string[],
): VariantInput | undefined {
  const withOption = variants.filter((variant) => variant.options.some((option) => option.id === optionId));
  const optionIdsOf = (variant: VariantInput) => new Set(variant.options.map((option) => option.id));
  return (
    withOption.find((variant) => otherChoices.every((choice) => optionIdsOf(variant).has(choice))) ??
    withOption.find((variant) => variant.available) ??
    withOption[0]
  );
}

/**
 * The option groups of a variant product: every option links to a variant, so switching is a plain link to
 * its URL. An option keeps the shopper's choices in the other groups when such a variant exists. The group
 * `sizePropertyGroupId` (the plugin configuration's size group, spec 3) lists its values by size (spec 5).
 */
export function variantGroups(
  groups: readonly VariantGroupInput[],
  variants: readonly VariantInput[],
  selectedOptionIds: readonly string[],
  sizePropertyGroupId?: string,
): VariantGroup[] {
  return groups.flatMap((group): VariantGroup[] => {
    const options = new Map<string, VariantOptionInput>();
    for (const variant of variants)
      for (const option of variant.options)
        if (option.groupId === group.id && !options.has(option.id)) options.set(option.id, option);
    const otherChoices = selectedOptionIds.filter((id) => !options.has(id));
    const kind = sizePropertyGroupId !== undefined && group.id === sizePropertyGroupId ? 'sizes' : 'other';
    const shown = orderOptions([...options.values()], kind).flatMap((option): VariantOption[] => {
      const target = targetOf(variants, option.id, otherChoices);
      return target
        ? [
            {
              id: option.id,
              name: option.name,
              colorHexCode: option.colorHexCode,
              href: target.href,
              selected: selectedOptionIds.includes(option.id),
              available: target.available,
            },
          ]
        : [];
    });
    return shown.length > 0 ? [{ id: group.id, name: group.name, options: shown }] : [];
  });
}

/** A sibling variant as the option links need it: its page in the shopper's locale, stock, options by name. */
export function variantInputOf(product: Product, localizePath: LocalizePath): VariantInput {
  return {
    id: product.id,
    href: localizePath(productLink(product)),
    available: product.available ?? product.stock > 0,
    options: (product.options ?? []).map((option) => ({
      id: option.id,
      groupId: option.groupId,
      name: translated(option, 'name', option.name),
      position: option.position,
      colorHexCode: option.colorHexCode || undefined,
    })),
  };
}
