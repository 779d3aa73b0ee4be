import { themeColor } from '@beautyshop/ui';
import { describe, expect, it } from 'vitest';
import { THEME_COLOR } from './themeColor';

describe('the theme colour of the document head', () => {
  it("is the design system's theme colour", () => {
    expect(THEME_COLOR).toBe(themeColor);
  });
});
