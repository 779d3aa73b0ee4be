import type { CrossSellingElement } from '@beautyshop/store-api-client';

/** Spec 5: cross-sellings with these names are shown in their own places, never in the general list. */
export const EXCLUDED_CROSS_SELLING_NAMES = [
  'set_bundle_upsell',
  'make_it_a_set_bundle',
  'routine_look_teaser',
  'set_bundle_step_1',
  'set_bundle_step_2',
  'set_bundle_step_3',
  'set_bundle_step_4',
] as const;
export type NamedCrossSelling = (typeof EXCLUDED_CROSS_SELLING_NAMES)[number];

const excluded: ReadonlySet<string> = new Set(EXCLUDED_CROSS_SELLING_NAMES);

/** The general cross-selling list (spec 5): everything except the named set and routine cross-sellings. */
export function generalCrossSellings(elements: readonly CrossSellingElement[]): CrossSellingElement[] {
  return elements.filter((element) => !excluded.has(element.crossSelling.name));
}

/** One of the named cross-sellings (for example the set content view's `set_bundle_step_1`). */
export function findCrossSelling(
  elements: readonly CrossSellingElement[],
  name: NamedCrossSelling | (string & {}),
): CrossSellingElement | undefined {
  return elements.find((element) => element.crossSelling.name === name);
}
