// @vitest-environment happy-dom
import { CONSENT_COOKIE, EARLY_CONSENT_SCRIPT } from '@beautyshop/tracking';
import { TrackingProvider } from '@beautyshop/tracking/react';
import { within } from '@testing-library/dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type BrowserRender, renderInBrowser } from '../testing/renderInBrowser';
import { textIn } from '../testing/renderInShop';
import { ARRIVAL_WAIT } from '../testing/waitFor';
import { ConsentDialogHost } from './ConsentDialogHost';
import { ConsentSettingsLink } from './ConsentSettingsLink';

let mounted: BrowserRender | undefined;
// The host loads the dialog on demand; loaded once here, it arrives inside the click that opens it.
beforeAll(() => import('./ConsentDialogView'));
afterEach(async () => {
  await mounted?.unmount();
  mounted = undefined;
  // biome-ignore lint/suspicious/noDocumentCookie: the test's own document, cleared for the next test.
  document.cookie = `${CONSENT_COOKIE}=; Max-Age=0`;
});

/** The footer link beside the dialog host, inside the tracking runtime as ShopTracking sets it up. */
async function footerWithConsent(locale: 'de-de' | 'en-gb' | 'fr-fr') {
  mounted = await renderInBrowser(
    <TrackingProvider config={undefined} platform="web" nonce={undefined}>
      <ConsentSettingsLink />
      <ConsentDialogHost earlyScript={EARLY_CONSENT_SCRIPT} />
    </TrackingProvider>,
    { locale },
  );
  return mounted;
}

describe("the footer's consent settings link (spec 4)", () => {
  it("is a button named in the page's language: it opens a dialog, it leads nowhere", async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: a stored choice, so the first-visit banner stays closed.
    document.cookie = `${CONSENT_COOKIE}=1.f0m0s0`;
    for (const locale of ['de-de', 'en-gb', 'fr-fr'] as const) {
      const { container, unmount } = await footerWithConsent(locale);
      const button = within(container).getByRole('button', { name: textIn(locale, 'consent.footerLink') });
      expect(button.getAttribute('type')).toBe('button');
      expect(within(container).queryByRole('link')).toBeNull();
      await unmount();
      mounted = undefined;
    }
  });

  it('reopens the settings of a shopper who already chose, showing that choice', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the stored choice the built-in consent tool reads: functional only.
    document.cookie = `${CONSENT_COOKIE}=1.f1m0s0`;
    const footer = await footerWithConsent('en-gb');
    const page = within(footer.container);
    // One click: the consent runtime loads on demand after hydration, and a click made before it arrives is kept
    // (e2e/tracking.e2e.test.ts holds the runtime back to click in that moment).
    await footer.interact(() =>
      page.getByRole('button', { name: textIn('en-gb', 'consent.footerLink') }).click(),
    );
    await vi.waitFor(async () => {
      await footer.settle();
      expect(footer.container.querySelector('dialog')?.open).toBe(true);
    }, ARRIVAL_WAIT);
    const checked = (name: string) => (page.getByRole('checkbox', { name }) as HTMLInputElement).checked;
    expect([
      checked(textIn('en-gb', 'consent.functional')),
      checked(textIn('en-gb', 'consent.statistics')),
      checked(textIn('en-gb', 'consent.marketing')),
    ]).toEqual([true, false, false]);
  });
});
