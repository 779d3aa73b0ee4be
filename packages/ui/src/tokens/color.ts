/** Brand green scale; `brand.600` is the theme colour (spec 9: a fixed brand green for the theme-color meta). */
export const brand = {
  50: '#eef5f1',
  100: '#d6e8de',
  200: '#aed1bf',
  300: '#80b59b',
  400: '#4f9577',
  500: '#2f7a5c',
  600: '#1f6149',
  700: '#184e3b',
  800: '#133d2f',
  900: '#0d2c22',
} as const;

/** Warm neutrals: a slightly cream-tinted grey reads calmer than pure grey next to skin-care photography. */
export const neutral = {
  0: '#ffffff',
  25: '#fcfbf9',
  50: '#f7f5f1',
  100: '#efece6',
  200: '#e2ded6',
  300: '#cdc7bd',
  400: '#a29b90',
  500: '#6f6a62',
  600: '#57534c',
  700: '#423f3a',
  800: '#2c2a27',
  900: '#1b1a18',
} as const;

/** State colours: `fg` meets 4.5:1 on `bg` and on white. */
export const state = {
  info: { fg: '#23557f', bg: '#eaf1f8', border: '#b9cfe3' },
  success: { fg: '#1f6a3f', bg: '#e9f4ed', border: '#b4d8c0' },
  warning: { fg: '#8a5200', bg: '#fdf3e2', border: '#ecd0a0' },
  danger: { fg: '#a3231b', bg: '#fbecea', border: '#ecbcb7' },
} as const;

/** The theme colour for `<meta name="theme-color">`. */
export const themeColor = brand[600];

/** Semantic roles the components read; apps restyle by overriding these variables. */
export const color = {
  text: neutral[900],
  textMuted: neutral[500],
  textInverse: neutral[0],
  surface: neutral[0],
  surfaceSubtle: neutral[50],
  surfaceSunken: neutral[100],
  border: neutral[200],
  borderStrong: neutral[400],
  accent: brand[600],
  accentHover: brand[700],
  accentSubtle: brand[50],
  focus: brand[500],
  sale: '#a3231b',
  star: '#b7791f',
  overlay: 'rgb(27 26 24 / 0.45)',
} as const;
