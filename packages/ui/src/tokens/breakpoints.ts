/** Min-width breakpoints in px (CSS custom properties cannot be used inside media queries, so CSS repeats them). */
export const breakpoint = {
  sm: 480,
  md: 768,
  lg: 1024,
  xl: 1280,
  '2xl': 1440,
} as const;

export type Breakpoint = keyof typeof breakpoint;

/** A `min-width` media query for a breakpoint, for `matchMedia` and `sizes` attributes. */
export function mediaUp(name: Breakpoint): string {
  return `(min-width: ${breakpoint[name]}px)`;
}
