/** Low, warm shadows: depth is hinted, never dramatic. */
export const shadow = {
  sm: '0 1px 2px rgb(27 26 24 / 0.06)',
  md: '0 4px 14px rgb(27 26 24 / 0.08)',
  lg: '0 16px 40px rgb(27 26 24 / 0.14)',
  focus: '0 0 0 3px rgb(47 122 92 / 0.35)',
} as const;
