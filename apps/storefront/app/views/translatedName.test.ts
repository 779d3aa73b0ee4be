import { describe, expect, it } from 'vitest';
import { translatedName } from './translatedName';

describe('translatedName', () => {
  it('names an entity in the current language, else by its stored name, and no entity by nothing', () => {
    expect(translatedName({ name: 'Schweiz', translated: { name: 'Suisse' } })).toBe('Suisse');
    expect(translatedName({ name: 'Schweiz', translated: { name: '' } })).toBe('Schweiz');
    expect(translatedName({ name: 'Schweiz' })).toBe('Schweiz');
    expect(translatedName(undefined)).toBeUndefined();
  });
});
