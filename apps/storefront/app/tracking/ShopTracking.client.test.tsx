// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Locale } from '../locale/locales';
import { type BrowserRender, renderInBrowser } from '../testing/renderInBrowser';
import { renderInShop } from '../testing/renderInShop';
import { rootData } from '../testing/shopFrameFixtures';
import { dataLayerEvents, forgetTracking } from '../testing/trackingInBrowser';
import { ShopTracking } from './ShopTracking';

/** A page of the shop inside the tracking ShopTracking starts for it. */
const shop = (
  <ShopTracking>
    <main id="content">
      <h1>Gesicht</h1>
    </main>
  </ShopTracking>
);

let mounted: BrowserRender | undefined;
// The runtime and the page events are loaded on demand; loaded once here, they arrive within a test's settling.
beforeAll(() => Promise.all([import('@beautyshop/tracking/react'), import('./pageEvents')]));
afterEach(async () => {
  await mounted?.unmount();
  mounted = undefined;
  forgetTracking();
});

/** Settles the page until the tracking runtime has started and reported the page (or the dialog is open). */
async function started(locale: Locale, appMode: boolean) {
  mounted = await renderInBrowser(shop, { locale, path: '/Gesicht/', rootData: rootData({ appMode }) });
  for (let turn = 0; turn < 200; turn += 1) {
    if (dataLayerEvents('Page Meta').length > 0 || mounted.container.querySelector('dialog')?.open) break;
    await mounted.settle();
  }
  return mounted;
}

describe('tracking and consent around the whole shop (spec 4)', () => {
  it('sends the same HTML to everyone: no consent state, the dialog closed before the page, for its script', async () => {
    const page = await renderInShop(<main id="content" />);
    const tracked = await renderInShop(
      <ShopTracking>
        <main id="content" />
      </ShopTracking>,
      { rootData: rootData() },
    );
    const [dialog, script] = [...tracked.screen.children];
    expect(dialog?.tagName).toBe('DIALOG');
    expect(dialog?.hasAttribute('open')).toBe(false);
    expect(script?.tagName).toBe('SCRIPT');
    expect(tracked.html.endsWith(`</script>${page.html}`)).toBe(true);
  });

  it('sends the page alone inside the app (spec 1), which asks for consent itself', async () => {
    const page = await renderInShop(<main id="content" />);
    const tracked = await renderInShop(
      <ShopTracking>
        <main id="content" />
      </ShopTracking>,
      { rootData: rootData({ appMode: true }) },
    );
    expect(tracked.html).toBe(page.html);
  });

  it('asks a shopper on the web for consent first and reports nothing until then', async () => {
    const page = await started('fr-fr', false);
    expect(page.container.querySelector('dialog')?.open).toBe(true);
    // The data layer is created by the first event that leaves the page.
    expect(window.dataLayer).toBeUndefined();
  });

  it("inside the app (spec 1) accepts the consent itself and reports the page with platform 'app'", async () => {
    const page = await started('de-de', true);
    expect(page.container.querySelector('dialog')).toBeNull();
    expect(dataLayerEvents('Page Meta')).toEqual([
      expect.objectContaining({ platform: 'app', page: expect.objectContaining({ page_path: '/Gesicht/' }) }),
    ]);
  });
});
