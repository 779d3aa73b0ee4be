import { describe, expect, it } from 'vitest';
import { contentUrlOf } from './contentUrl';

describe('content page address of a shop path (spec 2.1, 2.2)', () => {
  it.each([
    ['/de-de/magazin', '/magazin', false],
    ['/de-de/magazin/', '/magazin', false],
    ['/fr-ch/magazin/pflegeroutine', '/magazin/pflegeroutine', false],
    ['/magazin', '/magazin', false],
    ['/de-de/preview/magazin', '/magazin', true],
    ['/en-gb/preview', '/', true],
    ['/en-gb/preview/', '/', true],
    ['/de-de/previews', '/previews', true],
  ])('%s asks for url %s (preview: %s)', (pathname, url, preview) => {
    expect(contentUrlOf(pathname)).toEqual({ url, preview });
  });
});
