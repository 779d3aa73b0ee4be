import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages.server';

// French sets a space before : ; ! ? % € and inside « », and the sign never starts a line of its own: that
// space is a no-break one (U+00A0). A plain space there lets a narrow screen break "Paramètres »" onto two lines.
const PLAIN_SPACE_AT_PUNCTUATION = /(?: [:;!?»%€])|(?:« )/;

describe('French texts', () => {
  it('keep : ; ! ? % € and guillemets on the line of their word (a no-break space, never a plain one)', () => {
    const offending = Object.entries(MESSAGES.fr).filter(([, text]) => PLAIN_SPACE_AT_PUNCTUATION.test(text));
    expect(offending).toEqual([]);
  });

  it('write the apostrophe as French sets it (’), never the typewriter one: half of them were one, half the other', () => {
    const offending = Object.entries(MESSAGES.fr).filter(([, text]) => text.includes("'"));
    expect(offending).toEqual([]);
  });

  it('put the space there in the first place: no colon right after a word', () => {
    // A URL or a time (https://, 10:00) is not a French colon; placeholders ({count}) are not words either.
    const offending = Object.entries(MESSAGES.fr).filter(([, text]) =>
      /[\p{L}»)][;:!?](?:\s|$)/u.test(text.replace(/https?:\/\/\S+/g, '')),
    );
    expect(offending).toEqual([]);
  });
});
