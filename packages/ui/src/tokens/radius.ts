export const radius = {
  none: '0',
  sm: '4px',
  md: '8px',
  lg: '14px',
  xl: '20px',
  pill: '999px',
} as const;
