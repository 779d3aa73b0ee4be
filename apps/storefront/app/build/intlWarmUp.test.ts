import { describe, expect, it } from 'vitest';
import { warmUpIntl } from './intlWarmUp';

describe('warmUpIntl', () => {
  it("starts one worker, named after the page's language", () => {
    const started: string[] = [];
    warmUpIntl('fr-CH', (name) => started.push(name));
    expect(started).toEqual(['fr-CH']);
  });

  it('leaves the page as it was when the browser refuses the worker', () => {
    expect(() =>
      warmUpIntl('de-DE', () => {
        throw new DOMException('refused by policy', 'SecurityError');
      }),
    ).not.toThrow();
  });
});
