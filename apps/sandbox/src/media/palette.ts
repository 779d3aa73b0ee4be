import { createHash } from 'node:crypto';

/**
 * Packaging colours a beauty brand would choose (blush, sage, lavender, champagne, ...), instead of a hue from the
 * whole wheel, which gave lime and cyan bottles. Picked by a hash, so a product line keeps its colour on every
 * machine and every reseed.
 */
export const BODY_COLOURS = [
  '#e8b4b8',
  '#a8c3a0',
  '#c3b1d9',
  '#ecd9b8',
  '#d98e73',
  '#2f4858',
  '#f0d5c0',
  '#8fb8c9',
  '#b76e79',
  '#6c8f7d',
  '#f2a490',
  '#9d7aa6',
  '#d4b483',
  '#3d3a4b',
  '#e6cfc7',
  '#7d9d9c',
] as const;

/** Caps and lids: black, gold, pearl, silver, rose gold, deep green; one per brand. */
export const ACCENT_COLOURS = ['#2f2a28', '#c9a96e', '#ebe5dc', '#b9b4ad', '#d8a48f', '#2e4a3f'] as const;

const pick = <T>(list: readonly T[], key: string): T => {
  const digest = createHash('md5').update(key).digest();
  return list[(digest[0] ?? 0) % list.length] as T;
};

/** The packaging colour of a brand line (`manufacturer:line`). */
export const colourFor = (key: string): string => pick(BODY_COLOURS, key);

/** The cap colour of a brand. */
export const accentFor = (brandKey: string): string => pick(ACCENT_COLOURS, `accent:${brandKey}`);
