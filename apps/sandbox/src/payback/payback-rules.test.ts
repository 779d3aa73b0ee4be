import { describe, expect, it } from 'vitest';
import {
  checkNumber,
  maskedNumber,
  multiplierOf,
  normalisedNumber,
  passesLuhn,
  pointsFor,
} from './payback-rules.js';

describe('payback rules (README, payback)', () => {
  it.each([
    ['1234567897', 'valid'],
    ['1234 5678 97', 'valid'],
    ['1234567890', 'invalid'],
    ['123456789', 'invalid'],
    ['12345678970', 'invalid'],
    ['abcdefghij', 'invalid'],
    ['9900000002', 'blocked'],
    ['9900000003', 'invalid'],
  ])('checks %s as %s (10 digits, Luhn check digit, 99… blocked)', (input, expected) => {
    expect(checkNumber(normalisedNumber(input))).toBe(expected);
  });

  it('computes the Luhn check like the published examples', () => {
    expect(passesLuhn('79927398713')).toBe(true);
    expect(passesLuhn('79927398710')).toBe(false);
  });

  it('gives 1 point per full 2.00 of the line total, times the highest promotion multiplier', () => {
    expect(pointsFor(19.99, 1, 1)).toBe(9);
    expect(pointsFor(19.99, 3, 1)).toBe(29);
    expect(pointsFor(1.99, 1, 1)).toBe(0);
    expect(multiplierOf([])).toBe(1);
    expect(multiplierOf(['PBX5', 'PBX20', 'PBX10'])).toBe(20);
    expect(pointsFor(10, 1, multiplierOf(['PBX5']))).toBe(25);
  });

  it('masks all but the last four digits', () => {
    expect(maskedNumber('1234567897')).toBe('******7897');
  });
});
