import { describe, expect, it } from 'vitest';
import type { VisibilityContext } from './filterEntries';
import { FILTER_DEPTH, filterEntries, filterEntry, isEntryVisible } from './filterEntries';

interface Block {
  sys: { id: string; type: string; contentType: { sys: { id: string } } };
  fields: { [field: string]: unknown; pageContent?: Block[]; pageContentInside?: Block[]; hero?: Block };
}
const block = (id: string, fields: Record<string, unknown> = {}): Block => ({
  sys: { id, type: 'Entry', contentType: { sys: { id: 'heroTeaser' } } },
  fields: { headline: id, ...fields },
});
const web: VisibilityContext = { platform: 'web', locale: 'de-ch' };

describe('isEntryVisible (spec 5)', () => {
  it.each<[string, Record<string, unknown>, VisibilityContext, boolean]>([
    ['no showIn and no visibility', {}, web, true],
    ['showIn naming the platform', { showIn: ['web'] }, web, true],
    ['showIn naming the locale', { showIn: ['de-ch'] }, web, true],
    ['showIn naming the locale in another case and with spaces', { showIn: [' DE-CH '] }, web, true],
    ['showIn naming another platform only', { showIn: ['app'] }, web, false],
    ['showIn naming another locale only', { showIn: ['fr-ch'] }, web, false],
    [
      'showIn naming app in the app web view',
      { showIn: ['app'] },
      { platform: 'app', locale: 'de-de' },
      true,
    ],
    ['an empty showIn list (it exists and names nothing)', { showIn: [] }, web, false],
    ["visibility 'app only'", { visibility: 'app only' }, web, false],
    ["visibility ' App Only ' (trimmed, case-insensitive)", { visibility: ' App Only ' }, web, false],
    [
      "visibility 'app only' even when showIn allows the platform",
      { visibility: 'APP ONLY', showIn: ['web'] },
      web,
      false,
    ],
    ["another visibility text ('web and app')", { visibility: 'web and app' }, web, true],
    ['a non-list showIn is ignored', { showIn: 'app' }, web, true],
  ])('%s → visible: %s', (_, fields, context, visible) => {
    expect(isEntryVisible(block('b', fields), context)).toBe(visible);
  });
});

describe('filterEntry', () => {
  it('drops invisible entries from every array field and keeps other values', () => {
    const page = block('page', {
      pageContent: [block('a'), block('b', { showIn: ['app'] }), block('c')],
      pageContentInside: [block('d', { visibility: 'app only' })],
      tags: ['x', 'y'],
      hero: block('single', { showIn: ['app'] }),
    });
    const filtered = filterEntry(page, web);
    expect(filtered.fields.pageContent?.map((e) => e.sys.id)).toEqual(['a', 'c']);
    expect(filtered.fields.pageContentInside).toEqual([]);
    expect(filtered.fields.tags).toEqual(['x', 'y']);
    expect(filtered.fields.hero?.sys.id).toBe('single');
  });

  it('recurses into nested array fields to depth 5 and no further', () => {
    const hidden = () => block('hidden', { showIn: ['app'] });
    const nest = (level: number): Block =>
      level === 0 ? block('leaf') : block(`level-${level}`, { pageContent: [nest(level - 1), hidden()] });
    const tree = nest(7);
    const filtered = filterEntry(tree, web);
    const idsAtDepth = (entry: Block, depth: number): string[] => {
      let current: unknown[] = [entry];
      for (let i = 0; i < depth; i += 1) {
        current = current.flatMap(
          (e) => (e as { fields: { pageContent?: unknown[] } }).fields.pageContent ?? [],
        );
      }
      return current.map((e) => (e as { sys: { id: string } }).sys.id);
    };
    for (let depth = 1; depth <= FILTER_DEPTH; depth += 1)
      expect(idsAtDepth(filtered, depth)).not.toContain('hidden');
    expect(idsAtDepth(filtered, FILTER_DEPTH + 1)).toContain('hidden');
  });

  it('does not mutate its input and stops at circular links', () => {
    const pageContent: unknown[] = [];
    const a = block('a', { pageContent });
    pageContent.push(a, block('x', { showIn: ['app'] }));
    const filtered = filterEntry(a, web).fields;
    expect(pageContent).toHaveLength(2);
    expect(filtered.pageContent?.map((e) => e.sys.id)).toEqual(['a']);
  });

  it('filters a list of blocks', () => {
    expect(filterEntries([block('a'), block('b', { showIn: ['fr-ch'] })], web).map((e) => e.sys.id)).toEqual([
      'a',
    ]);
  });
});
