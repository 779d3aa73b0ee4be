import type { LegalLinks } from './legalLinks';
import { useLayoutValue } from './useLayoutValue';

const isLegalLinks = (value: unknown): value is LegalLinks => typeof value === 'object' && value !== null;

/** The legal pages of the page's layout (the shop frame's loader, the checkout's): none where no layout knows them. */
export function useLegalLinks(): LegalLinks {
  return useLayoutValue('legalLinks', isLegalLinks) ?? {};
}
