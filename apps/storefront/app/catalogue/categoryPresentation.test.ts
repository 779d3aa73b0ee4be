import { describe, expect, it } from 'vitest';
import { categoryPresentation } from './categoryPresentation';

describe('a category of type link or folder never renders as a listing (issue 19)', () => {
  it('shows a link or folder category with content as its content page', () => {
    expect(categoryPresentation({ type: 'link', productCount: 0, hasContent: true })).toBe('content');
    expect(categoryPresentation({ type: 'folder', productCount: 3, hasContent: true })).toBe('content');
  });

  it('answers a link or folder category without content with the 404 page', () => {
    expect(categoryPresentation({ type: 'folder', productCount: 0, hasContent: false })).toBe('notFound');
    expect(categoryPresentation({ type: 'link', productCount: 5, hasContent: false })).toBe('notFound');
  });
});

describe('a page category with content and no products is a content page (issue 19: service and legal pages)', () => {
  it('renders the content instead of an empty listing', () => {
    expect(categoryPresentation({ type: 'page', productCount: 0, hasContent: true })).toBe('content');
  });

  it('keeps the listing below the content when the category has products (spec 2.4)', () => {
    expect(categoryPresentation({ type: 'page', productCount: 12, hasContent: true })).toBe('listing');
  });

  it('keeps an empty listing for a page category without content', () => {
    expect(categoryPresentation({ type: 'page', productCount: 0, hasContent: false })).toBe('listing');
  });
});
