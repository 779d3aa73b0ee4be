import type { Category } from '@beautyshop/store-api-client';
import { describe, expect, it } from 'vitest';
import { cachedNavigationTree } from './navigation.server';

const entry = (id: string, path: string): Category =>
  ({
    id,
    name: id,
    type: 'page',
    active: true,
    visible: true,
    children: [],
    seoUrls: [{ seoPathInfo: path, isCanonical: true }],
  }) as unknown as Category;

describe('the navigation tree of a shared Store API answer', () => {
  it('is mapped once per answer and locale, and handed out again for the same answer', () => {
    const entries = [entry('a', 'Hautpflege/')];
    const first = cachedNavigationTree(entries, 'de-de');
    expect(first[0]?.target).toEqual({ kind: 'internal', href: '/de-de/Hautpflege/' });
    expect(cachedNavigationTree(entries, 'de-de')).toBe(first);
    expect(cachedNavigationTree(entries, 'fr-fr')).not.toBe(first);
    expect(cachedNavigationTree(entries, 'fr-fr')[0]?.target).toEqual({
      kind: 'internal',
      href: '/fr-fr/Hautpflege/',
    });
  });

  it('maps a new answer (a shopper with a session, or after the cache expired) anew', () => {
    const first = cachedNavigationTree([entry('a', 'Hautpflege/')], 'de-de');
    const second = cachedNavigationTree([entry('a', 'Make-up/')], 'de-de');
    expect(second).not.toBe(first);
    expect(second[0]?.target).toEqual({ kind: 'internal', href: '/de-de/Make-up/' });
  });
});
