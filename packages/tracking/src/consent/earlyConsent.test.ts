import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { ACCEPT_ALL, DENY_ALL } from './consentCategories';
import { consentCookie, consentFromCookieHeader } from './consentCookie';
import type { ConsentTool } from './consentTool';
import { takeOverEarlyConsent } from './earlyConsent';
import { EARLY_CONSENT_SCRIPT } from './earlyConsentScript';
import { EARLY_CONSENT_ATTRIBUTE, earlyConsentOpen } from './earlyConsentState';
import { createEmbeddedConsentTool } from './embeddedConsentTool';

type Listener = (event: FakeEvent) => void;
interface FakeEvent {
  target: unknown;
  stopped: boolean;
  prevented: boolean;
  stopPropagation(): void;
  preventDefault(): void;
}

/** A click target outside the consent dialog (a header button of the page, say). */
const OUTSIDE = {
  closest: (selector: string) => (selector.includes('header button') ? { getAttribute: () => null } : null),
};

/** The parts of a `<dialog>` and its document that the inline script touches, recording what it does. */
function page(cookie = '', protocol = 'http:') {
  const listeners = new Map<string, Listener>();
  const dialog = {
    open: false,
    modal: false,
    showModal() {
      this.open = true;
      this.modal = true;
    },
    close() {
      if (!this.open) return;
      this.open = false;
      listeners.get('close')?.(event(dialog));
    },
    focused: '',
    querySelector(selector: string) {
      return {
        focus: () => {
          dialog.focused = selector;
        },
      };
    },
    /** Everything the fake makes is inside the dialog but `OUTSIDE`. */
    contains: (target: unknown) => target !== OUTSIDE,
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    removeEventListener: (type: string) => listeners.delete(type),
  };
  const cookies: string[] = [];
  const document = {
    // The script sits right after the dialog.
    currentScript: { previousElementSibling: dialog },
    get cookie() {
      return cookie;
    },
    set cookie(value: string) {
      cookies.push(value);
    },
  };
  // The script listens for clicks on the window (before React's listener on the document), the rest on the dialog.
  const window: Record<string, unknown> = {
    addEventListener: (type: string, listener: Listener, capture: boolean) => {
      if (type === 'click' && capture) listeners.set('click', listener);
    },
    removeEventListener: (type: string, _listener: Listener, capture: boolean) => {
      if (type === 'click' && capture) listeners.delete('click');
    },
  };
  function event(target: unknown): FakeEvent {
    return {
      target,
      stopped: false,
      prevented: false,
      stopPropagation() {
        this.stopped = true;
      },
      preventDefault() {
        this.prevented = true;
      },
    };
  }
  /** A button of the dialog: `attribute` is its early-consent action; `header` is the close button. */
  const button = (attribute: string | null, header = false) => ({
    closest: (selector: string) =>
      selector.includes(`[${EARLY_CONSENT_ATTRIBUTE}]`) && (attribute !== null || header)
        ? { getAttribute: (name: string) => (name === EARLY_CONSENT_ATTRIBUTE ? attribute : null) }
        : null,
  });
  const click = (target: unknown) => {
    const clicked = event(target);
    listeners.get('click')?.(clicked);
    return clicked;
  };
  runInNewContext(EARLY_CONSENT_SCRIPT, {
    document,
    window,
    location: { protocol },
    Node: Object,
    addEventListener: window.addEventListener,
    removeEventListener: window.removeEventListener,
  });
  return { dialog, cookies, window, listeners, click, button, event };
}

/** Takes the dialog over with a tool that records what it is told; the calls, or undefined for none. */
function takenBy(window: object): string | undefined {
  const calls: string[] = [];
  const tool = {
    decide: (decision: { type: string }) => calls.push(decision.type),
    openSettings: () => calls.push('settings'),
    closeDialog: () => calls.push('close'),
  } as unknown as ConsentTool;
  takeOverEarlyConsent(tool, window);
  return calls.length > 0 ? calls.join(',') : undefined;
}

describe('the consent dialog at first paint (inline script, before the shop modules run)', () => {
  it('opens the dialog as a modal when no choice is stored', () => {
    const { dialog, window } = page('other=1');
    // Focus at the heading, as the ui Modal puts it when it opens itself.
    expect(dialog).toMatchObject({ open: true, modal: true, focused: '[data-initial-focus]' });
    expect(earlyConsentOpen(window)).toBe(true);
  });

  it('leaves it closed for a shopper whose choice is stored, in the form the tool stores it', () => {
    for (const choices of [ACCEPT_ALL, DENY_ALL]) {
      const stored = consentCookie(choices, false).split(';')[0] ?? '';
      expect(consentFromCookieHeader(stored)).toEqual(choices);
      const { dialog, window } = page(`a=1; ${stored}; b=2`);
      expect(dialog.open).toBe(false);
      expect(earlyConsentOpen(window)).toBe(false);
      expect(takenBy(window)).toBeUndefined();
    }
  });

  it('asks again when the stored choice is of another version, as the tool does', () => {
    expect(page('bs_consent=0.f1m1s1').dialog.open).toBe(true);
  });

  it('accept all and deny all write the choice the tool would write and close the dialog', () => {
    for (const [action, choices] of [
      ['acceptAll', ACCEPT_ALL],
      ['denyAll', DENY_ALL],
    ] as const) {
      const { dialog, cookies, window, click, button } = page('', 'https:');
      const clicked = click(button(action));
      // The page's own click handlers (React's, once hydrated) never see it: the tool is not there yet.
      expect(clicked.stopped).toBe(true);
      expect(cookies).toEqual([consentCookie(choices, true)]);
      expect(dialog.open).toBe(false);
      expect(earlyConsentOpen(window)).toBe(false);
      expect(takenBy(window)).toBe(action);
    }
  });

  it('holds settings for the tool and keeps the dialog open', () => {
    const { dialog, cookies, window, click, button } = page();
    click(button('settings'));
    expect(dialog.open).toBe(true);
    expect(cookies).toEqual([]);
    expect(takenBy(window)).toBe('settings');
  });

  it('the close button, the backdrop and Escape close it without a choice', () => {
    const viaHeader = page();
    viaHeader.click(viaHeader.button(null, true));
    const viaBackdrop = page();
    viaBackdrop.click(viaBackdrop.dialog);
    const viaEscape = page();
    const cancel = viaEscape.event(viaEscape.dialog);
    viaEscape.listeners.get('cancel')?.(cancel);
    expect(cancel.prevented).toBe(true);
    for (const { dialog, cookies, window } of [viaHeader, viaBackdrop, viaEscape]) {
      expect(dialog.open).toBe(false);
      expect(cookies).toEqual([]);
      expect(takenBy(window)).toBe('close');
    }
  });

  it('ignores clicks on the dialog content that are not its buttons', () => {
    const { dialog, window, click } = page();
    expect(click({ closest: () => null }).stopped).toBe(false);
    expect(dialog.open).toBe(true);
    expect(takenBy(window)).toBeUndefined();
  });

  it("leaves clicks outside the dialog to the page, even on a header's button", () => {
    const { dialog, window, click } = page();
    expect(click(OUTSIDE).stopped).toBe(false);
    expect(dialog.open).toBe(true);
    expect(takenBy(window)).toBeUndefined();
  });

  it('is taken over once: the script stops answering the dialog', () => {
    const { window, listeners, click, button } = page();
    expect(takenBy(window)).toBeUndefined();
    expect(listeners.size).toBe(0);
    expect(click(button('acceptAll')).stopped).toBe(false);
    expect(takenBy(window)).toBeUndefined();
  });
});

describe('the embedded tool takes the dialog over from the script', () => {
  /** The page after `act` in the dialog, then the tool started on the cookies the script wrote, taking over. */
  function takenOver(act: (dialogPage: ReturnType<typeof page>) => void) {
    const dialogPage = page();
    act(dialogPage);
    const written: string[] = [];
    const tool = createEmbeddedConsentTool({
      readCookies: () => dialogPage.cookies.map((cookie) => cookie.split(';')[0]).join('; '),
      writeCookie: (cookie) => written.push(cookie),
      secure: false,
      reload: () => {
        throw new Error('no reload: the shopper had not used the page');
      },
    });
    tool.start();
    takeOverEarlyConsent(tool, dialogPage.window);
    return { model: tool.store.getModel(), written, listeners: dialogPage.listeners.size };
  }

  it('a decision counts as the shopper’s own and is stored again; the script stops', () => {
    expect(takenOver((p) => p.click(p.button('acceptAll')))).toEqual({
      model: expect.objectContaining({ consent: { status: 'given', choices: ACCEPT_ALL }, dialog: 'closed' }),
      written: [consentCookie(ACCEPT_ALL, false)],
      listeners: 0,
    });
  });

  it('settings open the settings, a close closes the dialog without a choice', () => {
    expect(takenOver((p) => p.click(p.button('settings'))).model).toMatchObject({
      consent: { status: 'absent' },
      dialog: 'settings',
    });
    expect(takenOver((p) => p.click(p.dialog))).toEqual({
      model: expect.objectContaining({ consent: { status: 'absent' }, dialog: 'closed' }),
      written: [],
      listeners: 0,
    });
  });

  it('without an early action the tool shows the dialog as it would have', () => {
    expect(takenOver(() => undefined).model).toMatchObject({
      consent: { status: 'absent' },
      dialog: 'banner',
    });
  });
});
