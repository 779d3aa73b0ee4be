import type { SelectOption } from '@beautyshop/ui';
import { useLayoutValue } from '../links/useLayoutValue';

function isOption(value: unknown): value is SelectOption {
  if (typeof value !== 'object' || value === null) return false;
  const option = value as Record<string, unknown>;
  return typeof option.value === 'string' && typeof option.label === 'string';
}

const isOptions = (value: unknown): value is SelectOption[] => Array.isArray(value) && value.every(isOption);

/**
 * The salutations the page's loader read for its contact form (`contactSalutations`, contactSalutations.server.ts),
 * or undefined: the form then shows no salutation select.
 */
export function useContactSalutations(): SelectOption[] | undefined {
  return useLayoutValue('contactSalutations', isOptions);
}
