// @vitest-environment happy-dom
import { listingPageHref } from '@beautyshop/catalogue';
import { within } from '@testing-library/dom';
import { Profiler } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { categoryPage, productTile } from '../../testing/listingFixtures';
import { type BrowserRender, renderInBrowser } from '../../testing/renderInBrowser';
import { textIn } from '../../testing/renderInShop';
import { ListingResults } from './ListingResults';
import { categoryPageProducts } from './loaderProducts';

const firstPage = [productTile('serum', 'Hydra Serum'), productTile('cream', 'Night Cream')];
const secondPage = [productTile('mask', 'Clay Mask'), productTile('toner', 'Rose Toner')];

/** Per commit of the results (a Profiler reports in the commit, after its tree's layout effects): what had the focus and which products showed. */
interface CommitSeen {
  focused: Element | null;
  products: string[];
}

let render: BrowserRender | undefined;
afterEach(async () => {
  await render?.unmount();
  render = undefined;
});

describe("spec 4 'load more' keeps a keyboard user in the list", () => {
  it('moves the focus to the first appended product in the commit that shows it, before any later key', async () => {
    const commits: CommitSeen[] = [];
    const seen = () => {
      const list = render?.container.querySelector('ul');
      commits.push({
        focused: document.activeElement,
        products: [...(list?.querySelectorAll('a[href]') ?? [])].map((link) => link.textContent ?? ''),
      });
    };
    render = await renderInBrowser(
      <Profiler id="results" onRender={seen}>
        <ListingResults
          label="Pflege"
          products={firstPage}
          page={1}
          limit={2}
          total={4}
          totalPages={2}
          hrefForPage={(page) => listingPageHref('/de-de/Pflege/', page, '')}
          productsOf={categoryPageProducts}
          empty={<p>leer</p>}
        />
      </Profiler>,
      {
        path: '/Pflege/',
        loader: (request) =>
          new URL(request.url).pathname.endsWith('/p=2') ? categoryPage(secondPage, { page: 2 }) : null,
      },
    );
    const button = within(render.container).getByRole('button', {
      name: textIn('de-de', 'listing.loadMore'),
    });
    button.focus();
    await render.interact(() => button.click());
    await render.settle();

    // The first commit that shows the appended products: a key pressed right after it goes wherever the focus is
    // then. A passive effect that moves the focus runs only after the browser has handled that key.
    const appended = commits.find((commit) => commit.products.some((name) => name.includes('Clay Mask')));
    expect(appended).toBeDefined();
    expect(appended?.focused?.tagName).toBe('A');
    expect(appended?.focused?.textContent).toContain('Clay Mask');
  });
});
