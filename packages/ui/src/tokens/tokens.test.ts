import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { themeColor } from './color';
import { tokenVariables } from './cssVariables';

const css = readFileSync(new URL('./tokens.css', import.meta.url), 'utf8');

function declarations(block: string): Record<string, string> {
  return Object.fromEntries(
    [...block.matchAll(/(--bs-[\w-]+):\s*([^;]+);/g)].map((m) => [m[1], m[2]?.trim()]),
  );
}

describe('design tokens', () => {
  it('declares every TS token on :root in tokens.css with the same value', () => {
    const root = css.slice(css.indexOf(':root {'), css.indexOf('}'));
    expect(declarations(root)).toEqual(tokenVariables);
  });

  it('collapses every duration to 0ms under prefers-reduced-motion', () => {
    const reduced = css.slice(css.indexOf('@media (prefers-reduced-motion: reduce)'));
    const durations = Object.keys(tokenVariables).filter((name) => name.startsWith('--bs-duration-'));
    expect(durations.length).toBeGreaterThan(0);
    for (const name of durations) expect(declarations(reduced)[name]).toBe('0ms');
  });

  it('uses the brand green as theme colour', () => {
    expect(themeColor).toBe(tokenVariables['--bs-brand-600']);
    expect(tokenVariables['--bs-color-accent']).toBe(themeColor);
  });
});
