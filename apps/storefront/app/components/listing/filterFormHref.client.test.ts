// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { appliesAtOnce } from './filterFormHref';

function control(html: string): Element | null {
  const form = document.createElement('form');
  form.innerHTML = html;
  return form.firstElementChild;
}

describe('issue 19: beside the grid a single-choice filter applies at once, with JavaScript', () => {
  it.each([
    ['the sort order', '<select name="order"><option value="a">a</option></select>'],
    ['a minimum rating', '<input type="radio" name="rating" value="4">'],
    ["the rating's 'any' choice", '<input type="radio" name="rating" value="">'],
  ])('applies %s at once', (_what, html) => {
    expect(appliesAtOnce(control(html))).toBe(true);
  });

  it.each([
    ['a brand checkbox', '<input type="checkbox" name="manufacturer" value="m1">'],
    ['a property checkbox', '<input type="checkbox" name="properties" value="p1">'],
    ['a price field', '<input type="number" name="min-price">'],
    ['free shipping', '<input type="checkbox" name="shipping-free" value="1">'],
  ])('waits for Apply after %s (several are picked before the grid changes)', (_what, html) => {
    expect(appliesAtOnce(control(html))).toBe(false);
  });

  it('ignores events without a control', () => {
    expect(appliesAtOnce(null)).toBe(false);
  });
});
