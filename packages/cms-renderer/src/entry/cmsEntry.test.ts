import { describe, expect, it } from 'vitest';
import { contentTypeOf, isPublished, parseCmsEntry } from './cmsEntry';

const entry = {
  sys: {
    id: 'hero-1',
    type: 'Entry',
    contentType: { sys: { id: 'heroTeaser' } },
    publishedVersion: 3,
    space: {},
  },
  fields: { title: 'Glow' },
  metadata: { tags: [] },
};

describe('a content entry as the renderer reads it', () => {
  it('takes an entry with its sys id and type, content type and fields, keeping every other key', () => {
    const parsed = parseCmsEntry(entry);
    expect(parsed).toBe(entry);
    expect(parsed && contentTypeOf(parsed)).toBe('heroTeaser');
  });

  it('takes an entry without fields or content type (an unresolved link still names its sys)', () => {
    expect(parseCmsEntry({ sys: { id: 'x', type: 'Link' } })).toBeDefined();
  });

  it.each([
    ['no object', 'hero'],
    ['null', null],
    ['an array', [entry]],
    ['no sys', { fields: {} }],
    ['a sys without id', { sys: { type: 'Entry' } }],
    ['a numeric id', { sys: { id: 1, type: 'Entry' } }],
    ['a content type without id', { sys: { id: 'x', type: 'Entry', contentType: { sys: {} } } }],
    ['a version that is not a number', { sys: { id: 'x', type: 'Entry', publishedVersion: '3' } }],
    ['fields that are a list', { sys: { id: 'x', type: 'Entry' }, fields: [] }],
  ])('refuses %s', (_name, value) => {
    expect(parseCmsEntry(value)).toBeUndefined();
  });

  it('is published with a version above 0, or a revision above 0 from the preview API (spec 2.6)', () => {
    const of = (sys: object) => parseCmsEntry({ sys: { id: 'x', type: 'Entry', ...sys } });
    const published = of({ publishedVersion: 2 });
    const previewed = of({ revision: 1 });
    const draft = of({ revision: 0 });
    expect(published && isPublished(published)).toBe(true);
    expect(previewed && isPublished(previewed)).toBe(true);
    expect(draft && isPublished(draft)).toBe(false);
  });
});
