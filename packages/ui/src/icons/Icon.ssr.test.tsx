import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { IconBag, IconHeartFilled } from './icons';

const attributesOf = (html: string) => /<svg([^>]*)>/.exec(html)?.[1]?.trim() ?? '';

describe('an icon is an outline svg in the shared 24×24 frame', () => {
  it('is decorative unless named: hidden from assistive technology, 20 px', () => {
    const html = renderToString(<IconBag />);
    expect(attributesOf(html)).toBe(
      'xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.5" stroke-linecap="round" stroke-linejoin="round" focusable="false" width="20" height="20" aria-hidden="true"',
    );
    expect(html).toContain('<path d="M5 8h14l-1 12H6L5 8Z"></path>');
  });

  it('with a title is an image of that name, the title its first child', () => {
    const html = renderToString(<IconBag title="Warenkorb" size={16} />);
    expect(attributesOf(html)).toContain('width="16" height="16" role="img" aria-label="Warenkorb"');
    expect(attributesOf(html)).not.toContain('aria-hidden');
    expect(html).toMatch(/^<svg[^>]*><title>Warenkorb<\/title><path /);
  });

  it('passes every other attribute on, after the frame’s, so the caller’s win; size and title are not attributes', () => {
    const html = renderToString(<IconBag className="badge" strokeWidth={2.25} data-state="open" />);
    const attributes = attributesOf(html);
    expect(attributes).toContain('stroke-width="2.25"');
    expect(attributes).not.toContain('stroke-width="1.5"');
    expect(attributes).toContain('class="badge"');
    expect(attributes).toContain('data-state="open"');
    expect(attributes).not.toMatch(/\b(size|title)=/);
    expect(attributesOf(renderToString(<IconHeartFilled />))).toContain('fill="currentColor"');
  });
});
