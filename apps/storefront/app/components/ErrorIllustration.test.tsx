import { describe, expect, it } from 'vitest';
import { renderInShop } from '../testing/renderInShop';
import { ErrorIllustration } from './ErrorIllustration';

describe('spec 2.5 the error illustration', () => {
  it('is drawn inline, hidden from assistive technology and out of the tab order, so it needs no request', async () => {
    const { screen } = await renderInShop(<ErrorIllustration className="art" />);
    const svg = screen.querySelector('svg');
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
    expect(svg?.getAttribute('focusable')).toBe('false');
    expect(svg?.getAttribute('class')).toBe('art');
    expect(screen.querySelector('img, image, use')).toBeNull();
  });
});
