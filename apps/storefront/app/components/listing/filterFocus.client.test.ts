// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { rememberFilterFocus, restoreFilterFocus } from './filterFocus';

function ratingForm(): HTMLFormElement {
  const form = document.createElement('form');
  form.innerHTML = ['', '4', '3']
    .map((value) => `<input type="radio" name="rating" value="${value}">`)
    .join('');
  form.insertAdjacentHTML('beforeend', '<select name="order"><option value="a">a</option></select>');
  document.body.replaceChildren(form);
  return form;
}

const radio = (form: HTMLFormElement, value: string) =>
  form.querySelector<HTMLInputElement>(`input[name="rating"][value="${value}"]`) as HTMLInputElement;

describe('issue 19: a filter applied at once keeps the keyboard where the shopper was', () => {
  it('focuses the same rating choice in the form the new URL mounts', () => {
    rememberFilterFocus('/de-de/Pflege/?rating=3', radio(ratingForm(), '3'));
    const remounted = ratingForm();
    restoreFilterFocus(remounted, '/de-de/Pflege/?rating=3');
    expect(document.activeElement).toBe(radio(remounted, '3'));
  });

  it('focuses the sort order the same way', () => {
    const form = ratingForm();
    rememberFilterFocus('/de-de/Pflege/?order=a', form.querySelector('select') as HTMLSelectElement);
    const remounted = ratingForm();
    restoreFilterFocus(remounted, '/de-de/Pflege/?order=a');
    expect(document.activeElement).toBe(remounted.querySelector('select'));
  });

  it('moves no focus when the page is not where the change led, and focuses only once', () => {
    rememberFilterFocus('/de-de/Pflege/?rating=4', radio(ratingForm(), '4'));
    restoreFilterFocus(ratingForm(), '/de-de/Make-up/');
    expect(document.activeElement).toBe(document.body);
    const arrived = ratingForm();
    restoreFilterFocus(arrived, '/de-de/Pflege/?rating=4');
    expect(document.activeElement).toBe(radio(arrived, '4'));
    const again = ratingForm();
    restoreFilterFocus(again, '/de-de/Pflege/?rating=4');
    expect(document.activeElement).toBe(document.body);
  });

  it('keeps the focus for the last change when an earlier change’s form mounts after it (two quick arrow keys)', () => {
    const first = ratingForm();
    rememberFilterFocus('/de-de/Pflege/?rating=4', radio(first, '4'));
    rememberFilterFocus('/de-de/Pflege/?rating=3', radio(first, '3'));
    restoreFilterFocus(ratingForm(), '/de-de/Pflege/?rating=4');
    const last = ratingForm();
    restoreFilterFocus(last, '/de-de/Pflege/?rating=3');
    expect(document.activeElement).toBe(radio(last, '3'));
  });

  it('leaves the focus alone for a change whose navigation never landed until much later', () => {
    vi.useFakeTimers();
    try {
      rememberFilterFocus('/de-de/Pflege/?rating=4', radio(ratingForm(), '4'));
      vi.advanceTimersByTime(60_000);
      restoreFilterFocus(ratingForm(), '/de-de/Pflege/?rating=4');
      expect(document.activeElement).toBe(document.body);
    } finally {
      vi.useRealTimers();
    }
  });
});
