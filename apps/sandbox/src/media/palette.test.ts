import { describe, expect, it } from 'vitest';
import { ACCENT_COLOURS, accentFor, BODY_COLOURS, colourFor } from './palette.js';

describe('packaging colours', () => {
  it('gives a product line the same colour on every call (the seed is deterministic)', () => {
    expect(colourFor('maison-lumiere:Éclat Divin')).toBe(colourFor('maison-lumiere:Éclat Divin'));
    expect(accentFor('nordic-dew')).toBe(accentFor('nordic-dew'));
  });

  it('picks from the brand palettes only, and varies across lines', () => {
    const lines = Array.from({ length: 40 }, (_, i) => colourFor(`brand-${i}:line`));
    for (const colour of lines) expect(BODY_COLOURS).toContain(colour);
    expect(new Set(lines).size).toBeGreaterThan(8);
    expect(ACCENT_COLOURS).toContain(accentFor('alpenkraut'));
  });
});
