export const fontFamily = {
  /** Headings: a book serif gives the calm, editorial tone of a premium beauty shop without a web-font request. */
  display: '"Iowan Old Style", "Palatino Linotype", Palatino, "Book Antiqua", Georgia, serif',
  body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  mono: 'ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace',
} as const;

/** Modular scale (ratio ~1.2) in rem, so text follows the shopper's browser font size. */
export const fontSize = {
  xs: '0.75rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.375rem',
  '2xl': '1.75rem',
  '3xl': '2.25rem',
  '4xl': '3rem',
} as const;

export const fontWeight = {
  regular: '400',
  medium: '500',
  semibold: '600',
} as const;

export const lineHeight = {
  tight: '1.2',
  snug: '1.35',
  normal: '1.55',
} as const;

export const letterSpacing = {
  tight: '-0.01em',
  normal: '0',
  wide: '0.06em',
} as const;
