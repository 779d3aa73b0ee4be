import { describe, expect, it } from 'vitest';
import { memoizedPerLocale } from './memoizedPerLocale';

describe('a result memoized per owner and locale', () => {
  it('is computed once per owner and locale, and again for another owner or locale', () => {
    const calls: string[] = [];
    const label = memoizedPerLocale((owner: { name: string }, locale) => {
      calls.push(`${owner.name}@${locale}`);
      return { text: `${owner.name} (${locale})` };
    });
    const owner = { name: 'a' };
    const first = label(owner, 'de-de');
    expect(label(owner, 'de-de')).toBe(first);
    expect(label(owner, 'fr-ch').text).toBe('a (fr-ch)');
    expect(label({ name: 'a' }, 'de-de')).not.toBe(first);
    expect(calls).toEqual(['a@de-de', 'a@fr-ch', 'a@de-de']);
  });

  it('keeps an undefined result instead of computing it again', () => {
    let calls = 0;
    const nothing = memoizedPerLocale((_owner: object) => {
      calls += 1;
      return undefined;
    });
    const owner = {};
    nothing(owner, 'en-gb');
    nothing(owner, 'en-gb');
    expect(calls).toBe(1);
  });
});
