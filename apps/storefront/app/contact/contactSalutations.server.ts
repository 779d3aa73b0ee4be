import { contentTypeOf, parseCmsEntry } from '@beautyshop/cms-renderer';
import type { SelectOption } from '@beautyshop/ui';
import type { RequestStoreApi } from '../server/storeApi.server';

/** Whether the page's content blocks hold the shop's contact form (the `contactForm` content type). */
export function hasContactForm(blocks: readonly unknown[]): boolean {
  return blocks.some((block) => {
    const entry = parseCmsEntry(block);
    return entry !== undefined && contentTypeOf(entry) === 'contactForm';
  });
}

/**
 * The salutations the contact form offers (Shopware's contact form takes an optional `salutationId`), read only
 * for a page that shows the form. Shopware's 'not specified' is the select's own empty choice. The form works
 * without them: a failed read leaves the select out rather than failing the page.
 */
export async function loadContactSalutations(
  storeApi: RequestStoreApi,
  blocks: readonly unknown[],
): Promise<SelectOption[] | undefined> {
  if (!hasContactForm(blocks)) return undefined;
  try {
    const salutations = await storeApi.client.context.readSalutations();
    return salutations
      .filter((salutation) => salutation.salutationKey !== 'not_specified')
      .map((salutation) => ({ value: salutation.id, label: salutation.displayName }));
  } catch (error) {
    console.warn('[storefront] the contact form shows no salutations: they could not be read', error);
    return undefined;
  }
}
