import { describe, expect, it } from 'vitest';
import { findPageNonce, withFreshNonce } from './pageNonce.ts';

const NONCE = 'q83vEjRWeJq83vEjRWeJqw==';
const POLICY = `default-src 'self'; script-src 'self' 'nonce-${NONCE}'; object-src 'none'`;
const page = (nonce: string) =>
  `<link rel="modulepreload" href="/a.js" nonce="${nonce}"/><p>text nonce ${nonce}</p><script nonce="${nonce}">x</script>`;

describe("a kept page's CSP nonce", () => {
  it('is found in the policy and in every nonce attribute of the page, not in its text', () => {
    const body = new TextEncoder().encode(page(NONCE));
    const found = findPageNonce(POLICY, body);
    expect(found?.value).toBe(NONCE);
    expect(found?.offsets).toHaveLength(2);
  });

  it('is absent when the policy names none', () => {
    expect(findPageNonce("script-src 'self'", new TextEncoder().encode(page(NONCE)))).toBeUndefined();
    expect(findPageNonce(null, new TextEncoder().encode(page(NONCE)))).toBeUndefined();
  });

  it('is replaced by a new one of the same length in the policy and the attributes, leaving the rest as it was', () => {
    const body = new TextEncoder().encode(page(NONCE));
    const nonce = findPageNonce(POLICY, body);
    if (!nonce) throw new Error('no nonce found');
    const copy = withFreshNonce(body, POLICY, nonce);
    const fresh = /'nonce-([^']+)'/.exec(copy.contentSecurityPolicy)?.[1] ?? '';
    expect(fresh).not.toBe(NONCE);
    expect(fresh).toHaveLength(NONCE.length);
    expect(copy.contentSecurityPolicy).toBe(POLICY.replace(NONCE, fresh));
    const html = new TextDecoder().decode(copy.body);
    expect(html).toBe(page(fresh).replace(`text nonce ${fresh}`, `text nonce ${NONCE}`));
    // The kept page is not changed, so the next copy starts from the same bytes.
    expect(new TextDecoder().decode(body)).toBe(page(NONCE));
    expect(withFreshNonce(body, POLICY, nonce).contentSecurityPolicy).not.toBe(copy.contentSecurityPolicy);
  });
});
