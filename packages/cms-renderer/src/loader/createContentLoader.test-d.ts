import { describe, expectTypeOf, it } from 'vitest';
import type { CmsEntry } from '../entry/cmsEntry';
import type { ContentError } from '../errors/ContentError';
import type { ContentLoader, ContentResult } from './createContentLoader';

describe('ContentResult', () => {
  it('narrows to the entry or the typed error by ok', () => {
    const result = {} as ContentResult;
    if (result.ok) expectTypeOf(result.entry).toEqualTypeOf<CmsEntry>();
    else expectTypeOf(result.error).toEqualTypeOf<ContentError>();
  });

  it('is what every lookup resolves to', () => {
    expectTypeOf<ReturnType<ContentLoader['getEntry']>>().toEqualTypeOf<Promise<ContentResult>>();
    expectTypeOf<ReturnType<ContentLoader['getProductPage']>>().toEqualTypeOf<Promise<ContentResult>>();
    expectTypeOf<ReturnType<ContentLoader['getPageByUrl']>>().toEqualTypeOf<Promise<ContentResult>>();
    expectTypeOf<ReturnType<ContentLoader['getPageByUrls']>>().toEqualTypeOf<Promise<ContentResult>>();
  });
});
