/** Durations collapse to 0 ms under `prefers-reduced-motion: reduce` (see tokens.css). */
export const duration = {
  fast: '120ms',
  base: '200ms',
  slow: '320ms',
} as const;

export const easing = {
  standard: 'cubic-bezier(0.2, 0, 0, 1)',
  enter: 'cubic-bezier(0, 0, 0, 1)',
  exit: 'cubic-bezier(0.3, 0, 1, 1)',
} as const;
