import { describe, expect, it } from 'vitest';
import { cartWith, productLine } from '../test/cartFixture.js';
import { hasDownloadItem } from './hasDownloadItem.js';

describe('a cart with digital content (an item in the is-download state)', () => {
  it('is one as soon as one item is a download, beside physical goods too', () => {
    expect(hasDownloadItem(cartWith([productLine('a', 1, ['is-download'])]))).toBe(true);
    expect(
      hasDownloadItem(cartWith([productLine('a', 1, ['is-physical']), productLine('b', 1, ['is-download'])])),
    ).toBe(true);
  });

  it('is none with physical goods only, with nothing, or without a cart', () => {
    expect(hasDownloadItem(cartWith([productLine('a', 1, ['is-physical'])]))).toBe(false);
    expect(hasDownloadItem(cartWith([]))).toBe(false);
    expect(hasDownloadItem(undefined)).toBe(false);
  });
});
