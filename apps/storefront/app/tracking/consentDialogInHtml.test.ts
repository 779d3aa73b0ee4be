import { describe, expect, it } from 'vitest';
import { consentDialogInHtml } from './consentDialogInHtml';

const hosted = { tagManagerKey: undefined, consentToolId: 'settings-id', monitoring: undefined };

describe('the built-in consent dialog in the HTML (spec 4)', () => {
  it('is there on the web when no hosted consent tool is configured, or no configuration at all', () => {
    expect(consentDialogInHtml(false, undefined)).toBe(true);
    expect(consentDialogInHtml(false, { ...hosted, consentToolId: undefined })).toBe(true);
  });

  it('is left out where a hosted tool draws its own, and in the app, which asks itself (spec 1)', () => {
    expect(consentDialogInHtml(false, hosted)).toBe(false);
    expect(consentDialogInHtml(true, undefined)).toBe(false);
  });
});
