// @vitest-environment happy-dom
import { useLayoutEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { FACETS, NO_FILTERS } from '../testing/listingFixtures';
import { type BrowserRender, renderInBrowser } from '../testing/renderInBrowser';
import { ListingFilterForm } from './ListingFilterForm';
import { rememberFilterFocus } from './listing/filterFocus';

/** What had the focus when the commit that mounted the form ran its layout effects (this one runs after the form's). */
let focusedInCommit: Element | null | undefined;
function FocusProbe() {
  useLayoutEffect(() => {
    focusedInCommit = document.activeElement;
  }, []);
  return null;
}

let render: BrowserRender | undefined;
afterEach(async () => {
  await render?.unmount();
  render = undefined;
  focusedInCommit = undefined;
});

describe('a filter applied at once keeps the keyboard on the control that changed', () => {
  it('focuses the changed rating in the commit that mounts the new URL’s form, before any later key', async () => {
    // The old form's radio: the shopper picked 'from 4 stars', which navigates to the URL with rating=4.
    const picked = document.createElement('input');
    picked.type = 'radio';
    picked.name = 'rating';
    picked.value = '4';
    rememberFilterFocus('/de-de/care/?rating=4', picked);

    render = await renderInBrowser(
      <>
        <ListingFilterForm
          action="/de-de/care/"
          facets={FACETS}
          params={{ ...NO_FILTERS, rating: 4 }}
          sorting={undefined}
          sortings={[]}
        />
        <FocusProbe />
      </>,
      { path: '/care/?rating=4' },
    );
    // A key pressed right after the commit goes wherever the focus is then: a passive effect that restores it
    // runs after the browser has handled that key.
    expect(focusedInCommit).toBeInstanceOf(HTMLInputElement);
    expect((focusedInCommit as HTMLInputElement).name).toBe('rating');
    expect((focusedInCommit as HTMLInputElement).value).toBe('4');
  });
});
