import { describe, expect, it } from 'vitest';
import { jsonLdText } from './jsonLdScript';

describe('structured data rendered as application/ld+json', () => {
  it('a </script> in the data cannot end the script element, and the text parses back to the same data', () => {
    const data = { name: 'Serum </script><script>alert(1)</script> & <!-- more', line: 'a\u2028b' };
    const text = jsonLdText(data);
    expect(text).not.toMatch(/<|>|&/);
    expect(text).not.toContain('\u2028');
    expect(JSON.parse(text)).toEqual(data);
  });
});
