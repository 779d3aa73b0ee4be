import { describe, expect, it } from 'vitest';
import { ACCEPT_ALL, choicesOf, DENY_ALL } from './consentCategories';
import {
  CONSENT_COOKIE_MAX_AGE_S,
  consentCookie,
  consentFromCookieHeader,
  parseConsent,
  serialiseConsent,
} from './consentCookie';
import { hasConsent, initialConsentModel, reduceConsent } from './consentState';
import { acceptInAppMode } from './consentTool';
import { createEmbeddedConsentTool } from './embeddedConsentTool';

function embedded(cookies = '') {
  const written: string[] = [];
  let reloads = 0;
  const tool = createEmbeddedConsentTool({
    readCookies: () => cookies,
    writeCookie: (cookie) => written.push(cookie),
    secure: true,
    reload: () => reloads++,
  });
  return { tool, written, reloads: () => reloads };
}

describe('consent per category (necessary, functional, marketing, statistics)', () => {
  it('grants nothing but necessary before a choice', () => {
    for (const consent of [initialConsentModel.consent, { status: 'absent' as const }]) {
      expect(hasConsent(consent, 'necessary')).toBe(true);
      expect(hasConsent(consent, 'functional')).toBe(false);
      expect(hasConsent(consent, 'marketing')).toBe(false);
      expect(hasConsent(consent, 'statistics')).toBe(false);
    }
  });

  it('opens the dialog when the tool is ready and no choice is stored, and closes it on a decision', () => {
    const ready = reduceConsent(initialConsentModel, { type: 'ready', stored: undefined });
    expect(ready).toMatchObject({ consent: { status: 'absent' }, dialog: 'banner' });
    const saved = reduceConsent(ready, { type: 'save', choices: { statistics: true } });
    expect(saved).toMatchObject({
      dialog: 'closed',
      consent: { status: 'given', choices: choicesOf({ statistics: true }) },
    });
  });

  it('keeps necessary on whatever a save says', () => {
    expect(choicesOf({}).necessary).toBe(true);
  });

  it('stores the choice in a necessary first-party cookie for 365 days and reads it back', () => {
    expect(serialiseConsent(choicesOf({ functional: true, statistics: true }))).toBe('1.f1m0s1');
    expect(parseConsent('1.f1m0s1')).toEqual(choicesOf({ functional: true, statistics: true }));
    expect(parseConsent('0.f1m1s1')).toBeUndefined();
    expect(consentFromCookieHeader('a=1; bs_consent=1.f0m1s0; b=2')).toEqual(choicesOf({ marketing: true }));
    expect(CONSENT_COOKIE_MAX_AGE_S).toBe(31_536_000);
    expect(consentCookie(DENY_ALL, true)).toBe(
      'bs_consent=1.f0m0s0; Path=/; Max-Age=31536000; SameSite=Lax; Secure',
    );
  });

  it('the embedded tool restores a stored choice without showing the dialog', () => {
    const { tool } = embedded('bs_consent=1.f1m1s1');
    tool.start();
    expect(tool.store.getModel()).toMatchObject({
      dialog: 'closed',
      consent: { status: 'given', choices: ACCEPT_ALL },
    });
  });

  it('the footer link opens the settings again', () => {
    const { tool } = embedded('bs_consent=1.f0m0s0');
    tool.start();
    tool.openSettings();
    expect(tool.store.getModel().dialog).toBe('settings');
  });
});

describe('spec 4 app mode', () => {
  it('accepts the consent automatically and closes the dialog once the tool is initialised', () => {
    const { tool, written, reloads } = embedded();
    acceptInAppMode(tool);
    expect(tool.store.getModel().consent.status).toBe('loading');
    tool.start();
    expect(tool.store.getModel()).toMatchObject({
      dialog: 'closed',
      consent: { status: 'given', choices: ACCEPT_ALL },
    });
    expect(written).toHaveLength(1);
    expect(reloads()).toBe(0);
  });

  it('leaves a choice the shopper already made in the app alone', () => {
    const { tool, written } = embedded('bs_consent=1.f1m0s0');
    tool.start();
    acceptInAppMode(tool);
    expect(written).toEqual([]);
    expect(tool.store.getModel().dialog).toBe('closed');
  });
});
