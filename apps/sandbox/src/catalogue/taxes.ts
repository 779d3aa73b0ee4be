import type { SandboxDeps } from '../domain/sandbox-deps.js';
import { TAX_ID_REDUCED, TAX_ID_STANDARD } from '../seed/markets.js';

/** Which of a country's two VAT rates a product carries: digital guides (e-books) are reduced everywhere. */
export type TaxKind = 'standard' | 'reduced';

/** VAT rates in percent per shipping country (2026). Prices are gross and stay the same; the tax share differs. */
export const TAX_RATES: Readonly<Record<string, Readonly<Record<TaxKind, number>>>> = {
  DE: { standard: 19, reduced: 7 },
  AT: { standard: 20, reduced: 10 },
  CH: { standard: 8.1, reduced: 2.6 },
  FR: { standard: 20, reduced: 5.5 },
  NL: { standard: 21, reduced: 9 },
  BE: { standard: 21, reduced: 6 },
  LU: { standard: 17, reduced: 3 },
  IT: { standard: 22, reduced: 10 },
};

export const TAX_IDS: Readonly<Record<TaxKind, string>> = {
  standard: TAX_ID_STANDARD,
  reduced: TAX_ID_REDUCED,
};

export function taxKindOf(product: { digital: boolean }): TaxKind {
  return product.digital ? 'reduced' : 'standard';
}

/** The ISO code of a country id (the shipping location of a context); DE for an id the sandbox does not know. */
export function countryIsoOf(deps: SandboxDeps, countryId: string): string {
  return String(deps.entities.get('country', countryId)?.doc.iso ?? 'DE');
}

export function taxRateFor(countryIso: string, kind: TaxKind): number {
  return (TAX_RATES[countryIso] ?? TAX_RATES.DE ?? { standard: 19, reduced: 7 })[kind];
}
