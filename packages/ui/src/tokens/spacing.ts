/** 4 px grid in rem; keys are multiples of 4 px. */
export const space = {
  0: '0',
  1: '0.25rem',
  2: '0.5rem',
  3: '0.75rem',
  4: '1rem',
  5: '1.25rem',
  6: '1.5rem',
  8: '2rem',
  10: '2.5rem',
  12: '3rem',
  16: '4rem',
  20: '5rem',
  24: '6rem',
} as const;

/** WCAG 2.5.5 target size: every interactive control is at least this tall and wide. */
export const touchTarget = '44px';
