export { type Breakpoint, breakpoint, mediaUp } from './breakpoints';
export { brand, color, neutral, state, themeColor } from './color';
export { cssVar, tokenVariables } from './cssVariables';
export { duration, easing } from './motion';
export { radius } from './radius';
export { shadow } from './shadow';
export { space, touchTarget } from './spacing';
export { fontFamily, fontSize, fontWeight, letterSpacing, lineHeight } from './typography';
export { zIndex } from './zIndex';
