// @vitest-environment happy-dom
import { CONSENT_COOKIE, DENY_ALL, EARLY_CONSENT_SCRIPT, serialiseConsent } from '@beautyshop/tracking';
import { EARLY_CONSENT_ATTRIBUTE } from '@beautyshop/tracking/react';
import { within } from '@testing-library/dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { Locale } from '../locale/locales';
import { type BrowserRender, renderInBrowser } from '../testing/renderInBrowser';
import { renderInShop, textIn } from '../testing/renderInShop';
import {
  consentToStatistics,
  forgetTracking,
  untilTracking,
  WithTracking,
} from '../testing/trackingInBrowser';
import { ConsentDialogHost } from './ConsentDialogHost';

let mounted: BrowserRender | undefined;
afterEach(async () => {
  await mounted?.unmount();
  mounted = undefined;
  forgetTracking();
});

async function pageWithHost(locale: Locale, consentToolId?: string) {
  const config = consentToolId
    ? { tagManagerKey: undefined, consentToolId, monitoring: undefined }
    : undefined;
  mounted = await renderInBrowser(
    <WithTracking config={config}>
      <ConsentDialogHost earlyScript={consentToolId === undefined ? EARLY_CONSENT_SCRIPT : undefined} />
    </WithTracking>,
    { locale },
  );
  await untilTracking(mounted);
  return mounted;
}

const dialogOf = (page: BrowserRender) => page.container.querySelector('dialog');

describe('the consent dialog host (spec 4)', () => {
  it('puts the dialog into the HTML closed, with the script after it that opens it at first paint', async () => {
    // The same HTML for everyone, so caches may share it: the script decides in the browser.
    const { screen } = await renderInShop(
      <WithTracking>
        <ConsentDialogHost earlyScript={EARLY_CONSENT_SCRIPT} />
      </WithTracking>,
      { locale: 'fr-fr' },
    );
    const dialog = screen.querySelector('dialog') as HTMLElement;
    expect(dialog.hasAttribute('open')).toBe(false);
    expect(within(dialog).getByRole('heading', { level: 2, hidden: true }).textContent).toBe(
      textIn('fr-fr', 'consent.title'),
    );
    // The script answers the three choices by the action each button carries.
    const actions = [...dialog.querySelectorAll(`[${EARLY_CONSENT_ATTRIBUTE}]`)].map((button) => [
      button.textContent,
      button.getAttribute(EARLY_CONSENT_ATTRIBUTE),
    ]);
    expect(actions).toEqual([
      [textIn('fr-fr', 'consent.settings'), 'settings'],
      [textIn('fr-fr', 'consent.denyAll'), 'denyAll'],
      [textIn('fr-fr', 'consent.acceptAll'), 'acceptAll'],
    ]);
    const script = dialog.nextElementSibling;
    expect(script?.tagName).toBe('SCRIPT');
    expect(script?.textContent).toBe(EARLY_CONSENT_SCRIPT);
  });

  it('puts nothing into the HTML where a hosted tool or the app asks instead', async () => {
    const { screen } = await renderInShop(
      <WithTracking>
        <ConsentDialogHost earlyScript={undefined} />
      </WithTracking>,
    );
    expect(screen.querySelector('dialog')).toBeNull();
    expect(screen.textContent).toBe('');
  });

  it("opens the built-in dialog on a first visit, in the page's language", async () => {
    for (const locale of ['de-de', 'fr-fr'] as const) {
      const page = await pageWithHost(locale);
      const dialog = dialogOf(page);
      expect(dialog?.open).toBe(true);
      expect(within(dialog as HTMLElement).getByRole('heading', { level: 2 }).textContent).toBe(
        textIn(locale, 'consent.title'),
      );
      await page.unmount();
      mounted = undefined;
    }
  });

  it('draws nothing for a shopper who has chosen before', async () => {
    consentToStatistics();
    const page = await pageWithHost('en-gb');
    expect(dialogOf(page)).toBeNull();
  });

  it('stores the choice and goes away once the shopper has chosen', async () => {
    const page = await pageWithHost('en-gb');
    const dialog = dialogOf(page) as HTMLElement;
    await page.interact(() =>
      within(dialog)
        .getByRole('button', { name: textIn('en-gb', 'consent.denyAll') })
        .click(),
    );
    await page.settle();
    expect(dialogOf(page)).toBeNull();
    expect(document.cookie).toContain(`${CONSENT_COOKIE}=${serialiseConsent(DENY_ALL)}`);
  });

  it('leaves the dialog to a hosted consent tool when the plugin configuration names one', async () => {
    const page = await pageWithHost('de-de', 'hosted-settings-id');
    expect(dialogOf(page)).toBeNull();
  });
});
