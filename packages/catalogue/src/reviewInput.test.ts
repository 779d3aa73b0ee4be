import { describe, expect, it } from 'vitest';
import { readReviewInput } from './reviewInput.js';

const form = (fields: Record<string, string>) => new URLSearchParams(fields);
const text40 = 'Zieht schnell ein und duftet angenehm dezent.';

describe('write-review modal: validation (Shopware: title 5+, text 40+, 1 to 5 points)', () => {
  it('accepts a review with points, a title and a text, trimmed', () => {
    expect(readReviewInput(form({ points: '4', title: '  Sehr gut ', content: text40 }))).toEqual({
      kind: 'valid',
      review: { points: 4, title: 'Sehr gut', content: text40 },
    });
  });

  it.each([
    [{ points: '', title: 'Sehr gut', content: text40 }, { points: 'blank' }],
    [{ points: '6', title: 'Sehr gut', content: text40 }, { points: 'outOfRange' }],
    [{ points: '0', title: 'Sehr gut', content: text40 }, { points: 'outOfRange' }],
    [{ points: '2.5', title: 'Sehr gut', content: text40 }, { points: 'outOfRange' }],
    [{ points: '5', title: '   ', content: text40 }, { title: 'blank' }],
    [{ points: '5', title: 'Gut', content: text40 }, { title: 'tooShort' }],
    [{ points: '5', title: 'Sehr gut', content: 'Zu kurz.' }, { content: 'tooShort' }],
    [{ points: '5', title: 'Sehr gut', content: 'x'.repeat(5001) }, { content: 'tooLong' }],
  ])('refuses %o with %o and keeps what was typed', (fields, problems) => {
    const outcome = readReviewInput(form(fields));
    expect(outcome).toMatchObject({ kind: 'invalid', problems });
    if (outcome.kind === 'invalid') expect(Object.keys(outcome.problems)).toEqual(Object.keys(problems));
  });

  it('treats missing fields as blank', () => {
    expect(readReviewInput(form({}))).toMatchObject({
      kind: 'invalid',
      problems: { points: 'blank', title: 'blank', content: 'blank' },
    });
  });
});
