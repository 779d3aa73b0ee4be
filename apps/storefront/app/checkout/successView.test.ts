import { describe, expect, it } from 'vitest';
import { successPath, successViewOf, successViewOfSegment } from './successView';

describe('spec 2.2: /checkout/success/{id} with the sub-routes /inprogress, /paid, /unpaid', () => {
  it('builds the locale’s paths', () => {
    expect(successPath('de-ch', 'abc')).toBe('/de-ch/checkout/success/abc');
    expect(successPath('fr-fr', 'abc', 'unpaid')).toBe('/fr-fr/checkout/success/abc/unpaid');
  });

  it('knows the three sub-routes and nothing else', () => {
    expect(successViewOfSegment(undefined)).toBe('success');
    expect(successViewOfSegment('paid')).toBe('paid');
    expect(successViewOfSegment('inprogress')).toBe('inprogress');
    expect(successViewOfSegment('unpaid')).toBe('unpaid');
    expect(successViewOfSegment('success')).toBeUndefined();
    expect(successViewOfSegment('refunded')).toBeUndefined();
  });
});

describe('spec 4: the success page has four outcome views, the payment’s state decides', () => {
  it.each([
    ['success', 'open', 'success'],
    ['paid', 'paid', 'paid'],
    ['success', 'paid', 'paid'],
    ['paid', 'open', 'inprogress'],
    ['paid', 'in_progress', 'inprogress'],
    ['paid', 'failed', 'unpaid'],
    ['unpaid', 'open', 'unpaid'],
    ['unpaid', 'cancelled', 'unpaid'],
    ['inprogress', 'authorized', 'paid'],
    ['inprogress', undefined, 'inprogress'],
  ] as const)('requested %s with a %s payment shows %s', (requested, state, view) => {
    expect(successViewOf(requested, state)).toBe(view);
  });
});
