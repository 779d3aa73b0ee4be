import { breakpoint } from './breakpoints';
import { brand, color, neutral, state } from './color';
import { duration, easing } from './motion';
import { radius } from './radius';
import { shadow } from './shadow';
import { space, touchTarget } from './spacing';
import { fontFamily, fontSize, fontWeight, letterSpacing, lineHeight } from './typography';
import { zIndex } from './zIndex';

const kebab = (key: string): string => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

function prefixed(
  prefix: string,
  group: Record<string | number, string | number>,
  unit = '',
): [string, string][] {
  return Object.entries(group).map(([key, value]) => [`--bs-${prefix}-${kebab(key)}`, `${value}${unit}`]);
}

/**
 * Every token as the CSS custom property that tokens.css declares on `:root`.
 * A test keeps tokens.css and this map identical, so TS and CSS consumers read the same values.
 */
export const tokenVariables: Readonly<Record<string, string>> = Object.fromEntries([
  ...prefixed('brand', brand),
  ...prefixed('neutral', neutral),
  ...Object.entries(state).flatMap(([name, tones]) => prefixed(name, tones)),
  ...prefixed('color', color),
  ...prefixed('font', fontFamily),
  ...prefixed('font-size', fontSize),
  ...prefixed('font-weight', fontWeight),
  ...prefixed('line-height', lineHeight),
  ...prefixed('letter-spacing', letterSpacing),
  ...prefixed('space', space),
  ['--bs-touch-target', touchTarget],
  ...prefixed('radius', radius),
  ...prefixed('shadow', shadow),
  ...prefixed('z', zIndex),
  ...prefixed('bp', breakpoint, 'px'),
  ...prefixed('duration', duration),
  ...prefixed('easing', easing),
]);

/** `var(--bs-…)` for a token variable name, for inline styles in apps. */
export function cssVar(name: string): string {
  if (!(name in tokenVariables)) throw new Error(`Unknown design token variable ${name}`);
  return `var(${name})`;
}
