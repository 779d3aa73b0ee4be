import { describe, expect, it } from 'vitest';
import { isEmail } from './isEmail';

describe("an email's shape, checked before the Store API is asked", () => {
  it.each([
    ['ada@example.com', true],
    ['ada@example', false],
    ['ada example.com', false],
    ['', false],
    [`${'a'.repeat(250)}@b.de`, false],
  ])('%s is plausible: %s', (email, valid) => {
    expect(isEmail(email)).toBe(valid);
  });
});
