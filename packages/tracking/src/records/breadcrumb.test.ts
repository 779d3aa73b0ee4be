import { describe, expect, it } from 'vitest';
import { breadcrumbText } from './breadcrumb';

describe('spec 3 page meta breadcrumb', () => {
  it("joins the crumb names with ' > '", () => {
    expect(
      breadcrumbText(['Pflege', 'Gesicht', 'Seren'], { path: '/pflege/gesicht/seren/', type: 'category' }),
    ).toBe('Pflege > Gesicht > Seren');
  });

  it("is 'Home' for the home page ('/')", () => {
    expect(breadcrumbText([], { path: '/', type: 'home' })).toBe('Home');
    expect(breadcrumbText(['Startseite'], { path: '/', type: 'home' })).toBe('Home');
  });

  it('drops the last crumb on product pages', () => {
    expect(
      breadcrumbText(['Pflege', 'Seren', 'Vitamin C Serum'], { path: '/vitamin-c-serum/', type: 'product' }),
    ).toBe('Pflege > Seren');
  });

  it('keeps the last crumb on other pages and leaves out empty names', () => {
    expect(
      breadcrumbText(['Magazin', ' ', 'Sommerpflege'], { path: '/magazin/sommer', type: 'content' }),
    ).toBe('Magazin > Sommerpflege');
  });
});
