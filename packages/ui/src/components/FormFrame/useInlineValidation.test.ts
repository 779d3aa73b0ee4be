import { describe, expect, it } from 'vitest';
import { defaultValidationLabels, validationMessageOf } from './useInlineValidation';

const valid = { valueMissing: false, typeMismatch: false, tooShort: false, minLength: -1, mismatch: false };

describe('inline validation messages', () => {
  it.each([
    ['an empty required field', { valueMissing: true }, 'Please fill in this field.'],
    ['an email without a domain', { typeMismatch: true }, 'Please enter a valid email address.'],
    ['a password under 8 characters', { tooShort: true, minLength: 8 }, 'Please use at least 8 characters.'],
    ['a repeated password that differs', { mismatch: true }, 'The two entries do not match.'],
  ])('names %s', (_name, state, message) => {
    expect(validationMessageOf({ ...valid, ...state }, defaultValidationLabels)).toBe(message);
  });

  it('has no message for a valid field', () => {
    expect(validationMessageOf(valid, defaultValidationLabels)).toBeUndefined();
  });

  it('reports a missing value before any other problem', () => {
    const state = { ...valid, valueMissing: true, typeMismatch: true };
    expect(validationMessageOf(state, defaultValidationLabels)).toBe('Please fill in this field.');
  });
});
