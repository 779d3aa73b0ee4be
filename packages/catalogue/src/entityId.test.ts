import { describe, expect, it } from 'vitest';
import { isEntityId } from './entityId.js';

describe('Shopware ids (checked before they reach the Store API)', () => {
  it('are 32 lower-case hex digits', () => {
    expect(isEntityId('0123456789abcdef0123456789abcdef')).toBe(true);
  });

  it('are nothing else: other lengths, upper case, dashes, other types', () => {
    for (const value of [
      'invalid',
      '0123456789ABCDEF0123456789ABCDEF',
      '01234567-89ab-cdef-0123-456789abcdef',
      '',
      42,
    ])
      expect(isEntityId(value)).toBe(false);
  });
});
