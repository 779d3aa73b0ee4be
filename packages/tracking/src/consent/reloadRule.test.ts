import { describe, expect, it } from 'vitest';
import { ACCEPT_ALL, choicesOf, DENY_ALL } from './consentCategories';
import type { Consent } from './consentState';
import { createConsentStore } from './createConsentStore';
import { shouldReloadAfterConsent } from './reloadRule';

const absent: Consent = { status: 'absent' };
const given = (choices = ACCEPT_ALL): Consent => ({ status: 'given', choices });

describe('spec 4 reload rule: after accept all, save or deny all', () => {
  it.each([
    ['accept all', ACCEPT_ALL],
    ['save', choicesOf({ functional: true })],
    ['deny all', DENY_ALL],
  ])('reloads after %s when consent was absent and the shopper had interacted', (_name, choices) => {
    expect(shouldReloadAfterConsent(absent, choices, true)).toBe(true);
  });

  it('does not reload when consent was absent but the shopper had not interacted', () => {
    expect(shouldReloadAfterConsent(absent, ACCEPT_ALL, false)).toBe(false);
  });

  it('does not reload when consent was given and nothing granted is withdrawn', () => {
    expect(shouldReloadAfterConsent(given(DENY_ALL), ACCEPT_ALL, true)).toBe(false);
  });

  it('reloads when a choice withdraws a category granted before (a running script cannot be unloaded)', () => {
    expect(shouldReloadAfterConsent(given(ACCEPT_ALL), choicesOf({ functional: true }), false)).toBe(true);
  });

  it('the store persists the choice, then reloads instead of notifying', () => {
    const persisted: unknown[] = [];
    let reloads = 0;
    let notified = 0;
    const store = createConsentStore({ persist: (c) => persisted.push(c), reload: () => reloads++ });
    store.subscribe(() => notified++);
    store.dispatch({ type: 'ready', stored: undefined });
    store.dispatch({ type: 'interacted' });
    notified = 0;
    store.dispatch({ type: 'acceptAll' });
    expect(persisted).toEqual([ACCEPT_ALL]);
    expect(reloads).toBe(1);
    expect(notified).toBe(0);
  });
});
