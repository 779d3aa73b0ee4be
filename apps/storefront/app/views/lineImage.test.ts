import { describe, expect, it } from 'vitest';
import { lineImageOf } from './lineImage';

describe("a line's image", () => {
  it("is the line's cover, with its alt text", () => {
    expect(lineImageOf({ url: 'https://cdn.example/serum.webp', alt: 'Serum, 30 ml' })).toEqual({
      url: 'https://cdn.example/serum.webp',
      alt: 'Serum, 30 ml',
    });
  });

  it('has an empty alt text where the cover has none (the name beside it says what it shows)', () => {
    expect(lineImageOf({ url: 'https://cdn.example/serum.webp' })).toEqual({
      url: 'https://cdn.example/serum.webp',
      alt: '',
    });
  });

  it('is none for a line without a cover (a promotion)', () => {
    expect(lineImageOf(undefined)).toBeUndefined();
    expect(lineImageOf(null)).toBeUndefined();
  });
});
