import { describe, expect, it } from 'vitest';
import { isAppMode } from './appMode';

describe('spec 1 app mode', () => {
  it.each([
    ['hidenavigation=true', false, true],
    ['hidenavigation=false', false, false],
    ['', true, true],
    ['', false, false],
  ] as const)('query %s with agent cookie %s is app mode: %s', (query, agent, expected) => {
    expect(isAppMode(new URLSearchParams(query), agent)).toBe(expected);
  });
});
