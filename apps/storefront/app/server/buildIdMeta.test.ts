import { describe, expect, it } from 'vitest';
import { buildIdMeta, withBuildId } from './buildIdMeta';

const page = (html: string) => Buffer.from(html) as Buffer<ArrayBuffer>;

describe('spec 4 and 7.4: the document names the build that rendered it, for the build check', () => {
  it('puts the id at the end of the head and copies the rest through', () => {
    const html = withBuildId(
      page('<!DOCTYPE html><html><head><title>Shop</title></head><body>Crème</body></html>'),
      buildIdMeta('mx2o-2e58'),
    ).toString('utf8');
    expect(html).toBe(
      '<!DOCTYPE html><html><head><title>Shop</title><meta name="beautyshop-build" content="mx2o-2e58"/></head><body>Crème</body></html>',
    );
  });

  it('escapes an id given through BUILD_ID, so that it cannot end the attribute', () => {
    expect(buildIdMeta('a"b<c>&d').toString('utf8')).toBe(
      '<meta name="beautyshop-build" content="a&quot;b&lt;c&gt;&amp;d"/>',
    );
  });

  it('leaves a document without a head as it was', () => {
    const body = page('<p>no head</p>');
    expect(withBuildId(body, buildIdMeta('x'))).toBe(body);
  });
});
