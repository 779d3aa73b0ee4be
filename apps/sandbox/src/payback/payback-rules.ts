/**
 * The sandbox's loyalty ("payback") rules. They are not Shopware's (the routes come from a plugin); the README
 * writes them down:
 * - a PAYBACK number has 10 digits (spaces allowed) and ends in a Luhn check digit;
 * - numbers starting with 99 belong to blocked cards (403);
 * - 1 point per full 2.00 (EUR or CHF) of a product's gross price times its quantity;
 * - promotion codes multiply the points: PBX5, PBX10, PBX20 (the highest added code counts), at most 3 codes.
 */
export const PAYBACK_RULES = {
  numberLength: 10,
  blockedPrefix: '99',
  amountPerPoint: 2,
  maxPromotionCodes: 3,
  maxQuantity: 999,
  maxProducts: 100,
} as const;

export const PROMOTION_MULTIPLIERS: Readonly<Record<string, number>> = { PBX5: 5, PBX10: 10, PBX20: 20 };

export type NumberCheck = 'valid' | 'invalid' | 'blocked';

/** The number without spaces, if it has the form of one. */
export function normalisedNumber(input: unknown): string | undefined {
  if (typeof input !== 'string' || input.length > 40) return undefined;
  const digits = input.replace(/\s+/g, '');
  return new RegExp(`^\\d{${PAYBACK_RULES.numberLength}}$`).test(digits) ? digits : undefined;
}

/** The Luhn check: doubling every second digit from the right, the sum is a multiple of 10. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function checkNumber(digits: string | undefined): NumberCheck {
  if (digits === undefined || !passesLuhn(digits)) return 'invalid';
  return digits.startsWith(PAYBACK_RULES.blockedPrefix) ? 'blocked' : 'valid';
}

/** The highest multiplier among the added codes (1 without any). */
export function multiplierOf(codes: readonly string[]): number {
  return Math.max(1, ...codes.map((code) => PROMOTION_MULTIPLIERS[code] ?? 1));
}

/** Points for one product line: full `amountPerPoint` units of its gross total, times the multiplier. */
export function pointsFor(unitPrice: number, quantity: number, multiplier: number): number {
  const total = Math.round(unitPrice * quantity * 100) / 100;
  return Math.floor(total / PAYBACK_RULES.amountPerPoint) * multiplier;
}

/** Shows only the last four digits, as a card number is shown back to its owner. */
export const maskedNumber = (digits: string): string => `${'*'.repeat(digits.length - 4)}${digits.slice(-4)}`;
