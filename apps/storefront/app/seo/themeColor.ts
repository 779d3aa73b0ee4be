/**
 * The browser's theme colour (`<meta name="theme-color">`): the design system's `themeColor` (brand 600), as a
 * literal. Every page hydrates the document head, so the import of the ui token put the whole token set (every
 * colour, space and type scale, about 0.8 KB gzipped) into the first load of every page; themeColor.test.ts
 * keeps the two equal.
 */
export const THEME_COLOR = '#1f6149';
