// @vitest-environment happy-dom
import {
  ACCEPT_ALL,
  CONSENT_COOKIE,
  type ConsentChoices,
  type ConsentTool,
  choicesOf,
  consentCookie,
  createEmbeddedConsentTool,
  DENY_ALL,
  serialiseConsent,
} from '@beautyshop/tracking';
import { within } from '@testing-library/dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { Locale } from '../locale/locales';
import { type BrowserRender, renderInBrowser } from '../testing/renderInBrowser';
import { textIn } from '../testing/renderInShop';
import ConsentDialogView from './ConsentDialogView';

let mounted: BrowserRender | undefined;
afterEach(async () => {
  await mounted?.unmount();
  mounted = undefined;
});

/** The built-in consent tool over a cookie jar of its own, started as the page starts it. */
function startedTool(stored: ConsentChoices | undefined): { tool: ConsentTool; written: string[] } {
  const written: string[] = [];
  const tool = createEmbeddedConsentTool({
    readCookies: () => (stored ? `${CONSENT_COOKIE}=${serialiseConsent(stored)}` : ''),
    writeCookie: (cookie) => written.push(cookie),
    secure: true,
    reload: () => undefined,
  });
  tool.start();
  return { tool, written };
}

/** The dialog as the host draws it: the tool's current model, in the page's language. */
async function showDialog(tool: ConsentTool, locale: Locale = 'de-de') {
  mounted = await renderInBrowser(<ConsentDialogView model={tool.store.getModel()} tool={tool} />, {
    locale,
  });
  const dialog = mounted.container.querySelector('dialog') as HTMLDialogElement;
  return { dialog, page: within(dialog), render: mounted };
}

describe("the built-in consent dialog in the shopper's language (spec 4)", () => {
  it('opens on a first visit with its title and the three choices named in the page’s language', async () => {
    for (const locale of ['de-de', 'fr-fr'] as const) {
      const { tool } = startedTool(undefined);
      const { dialog, page } = await showDialog(tool, locale);
      expect(dialog.open).toBe(true);
      expect(page.getByRole('heading', { level: 2 }).textContent).toBe(textIn(locale, 'consent.title'));
      expect(dialog.textContent).toContain(textIn(locale, 'consent.description'));
      for (const key of [
        'consent.acceptAll',
        'consent.denyAll',
        'consent.settings',
        'consent.close',
      ] as const) {
        expect(page.getByRole('button', { name: textIn(locale, key) })).toBeTruthy();
      }
      await mounted?.unmount();
      mounted = undefined;
    }
  });

  it('accept all allows every category and keeps the choice in the consent cookie', async () => {
    const { tool, written } = startedTool(undefined);
    const { page, render } = await showDialog(tool);
    await render.interact(() =>
      page.getByRole('button', { name: textIn('de-de', 'consent.acceptAll') }).click(),
    );
    expect(tool.store.getModel()).toMatchObject({
      consent: { status: 'given', choices: ACCEPT_ALL },
      dialog: 'closed',
    });
    expect(written).toEqual([consentCookie(ACCEPT_ALL, true)]);
  });

  it('deny all allows nothing beyond necessary', async () => {
    const { tool, written } = startedTool(undefined);
    const { page, render } = await showDialog(tool, 'fr-fr');
    await render.interact(() =>
      page.getByRole('button', { name: textIn('fr-fr', 'consent.denyAll') }).click(),
    );
    expect(tool.store.getModel().consent).toEqual({ status: 'given', choices: DENY_ALL });
    expect(written).toEqual([consentCookie(DENY_ALL, true)]);
  });

  it('the settings button opens the choice per category', async () => {
    const { tool } = startedTool(undefined);
    const { page, render } = await showDialog(tool);
    await render.interact(() =>
      page.getByRole('button', { name: textIn('de-de', 'consent.settings') }).click(),
    );
    expect(tool.store.getModel().dialog).toBe('settings');
  });

  it('closing it without a choice records no consent', async () => {
    const { tool, written } = startedTool(undefined);
    const { page, render } = await showDialog(tool);
    await render.interact(() => page.getByRole('button', { name: textIn('de-de', 'consent.close') }).click());
    expect(tool.store.getModel()).toMatchObject({ consent: { status: 'absent' }, dialog: 'closed' });
    expect(written).toEqual([]);
  });

  it('shows the stored choice in the settings, each category named and described in the page’s language', async () => {
    const stored = choicesOf({ functional: true, statistics: false, marketing: true });
    const { tool } = startedTool(stored);
    tool.openSettings();
    const { page } = await showDialog(tool, 'en-gb');
    const boxes = ['functional', 'statistics', 'marketing'] as const;
    expect(
      boxes.map((category) => {
        const box = page.getByRole('checkbox', {
          name: textIn('en-gb', `consent.${category}`),
        }) as HTMLInputElement;
        return [category, box.checked];
      }),
    ).toEqual([
      ['functional', true],
      ['statistics', false],
      ['marketing', true],
    ]);
    expect(page.getByRole('group').textContent).toContain(
      `${textIn('en-gb', 'consent.necessary')} ${textIn('en-gb', 'consent.alwaysOn')} ${textIn(
        'en-gb',
        'consent.necessaryDescription',
      )}`,
    );
    expect(page.getByRole('group').textContent).toContain(textIn('en-gb', 'consent.statisticsDescription'));
  });

  it('saves the categories ticked in the settings, starting from nothing when there is no choice yet', async () => {
    const { tool, written } = startedTool(undefined);
    tool.openSettings();
    const { page, render } = await showDialog(tool);
    const boxes = page.getAllByRole('checkbox') as HTMLInputElement[];
    expect(boxes.map((box) => box.checked)).toEqual([false, false, false]);
    await render.interact(() =>
      page.getByRole('checkbox', { name: textIn('de-de', 'consent.statistics') }).click(),
    );
    await render.interact(() => page.getByRole('button', { name: textIn('de-de', 'consent.save') }).click());
    const saved = choicesOf({ functional: false, statistics: true, marketing: false });
    expect(tool.store.getModel().consent).toEqual({ status: 'given', choices: saved });
    expect(written).toEqual([consentCookie(saved, true)]);
  });
});
