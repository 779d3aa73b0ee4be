import type { SandboxDeps } from '../domain/sandbox-deps.js';
import type { ShopRequest } from '../domain/shop-request.js';
import { idFor } from '../ids.js';
import type { ProductDoc } from './entities/product.js';
import type { Doc } from './entities/store.js';

/** The variant configurator of a product detail: the parent's option groups, the selected option marked per group. */
export function configurator(
  deps: SandboxDeps,
  shop: ShopRequest,
  parentDoc: ProductDoc,
  selectedOptionIds: string[],
): Doc[] {
  const groups = new Map<string, Doc>();
  for (const optionId of parentDoc.configuratorOptionIds ?? []) {
    const option = deps.entities.render('property_group_option', optionId, shop.languageIdChain);
    if (!option) continue;
    const groupId = String(option.groupId);
    let group = groups.get(groupId);
    if (!group) {
      group = {
        ...(deps.entities.render('property_group', groupId, shop.languageIdChain) ?? {}),
        options: [],
      };
      groups.set(groupId, group);
    }
    const { options: _options, ...groupWithoutOptions } = group;
    (group.options as Doc[]).push({
      ...option,
      group: groupWithoutOptions,
      option: option.name,
      combinable: true,
      configuratorSetting: { id: idFor(`configurator:${optionId}`), optionId, position: 0 },
    });
  }
  for (const group of groups.values()) {
    (group.options as Doc[]).sort((a, b) => Number(a.position) - Number(b.position));
    group.selected =
      selectedOptionIds.find((optionId) =>
        (group.options as Doc[]).some((option) => option.id === optionId),
      ) ?? null;
  }
  return [...groups.values()];
}
