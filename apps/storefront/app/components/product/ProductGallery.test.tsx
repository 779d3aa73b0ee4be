import { within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { renderInShop, textIn } from '../../testing/renderInShop';
import { ProductGallery } from './ProductGallery';

const images = [
  {
    alt: 'Serum front',
    src: 'https://img.test/front.jpg',
    thumbnails: [{ width: 400, url: 'https://img.test/front-400.jpg' }],
  },
  {
    alt: 'Serum back',
    src: 'https://img.test/back.jpg',
    thumbnails: [{ width: 400, url: 'https://img.test/back-400.jpg' }],
  },
];

describe('the product gallery', () => {
  it("is labelled in the page's language and shows the first image eagerly", async () => {
    for (const locale of ['de-de', 'fr-ch'] as const) {
      const { screen } = await renderInShop(<ProductGallery images={images} />, { locale });
      expect(within(screen).getByRole('group', { name: textIn(locale, 'gallery.images') })).toBeTruthy();
      const first = within(screen).getAllByRole('img', { name: 'Serum front' })[0];
      expect(first?.getAttribute('loading')).not.toBe('lazy');
      expect(first?.getAttribute('sizes')).toBe('(min-width: 96rem) 44rem, (min-width: 768px) 50vw, 100vw');
    }
  });

  it('offers a thumbnail button per image, named in the page language', async () => {
    const { screen } = await renderInShop(<ProductGallery images={images} />, { locale: 'en-gb' });
    expect(
      within(screen).getByRole('button', { name: textIn('en-gb', 'gallery.showImage', { n: 2, total: 2 }) }),
    ).toBeTruthy();
  });
});
