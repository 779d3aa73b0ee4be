import { describe, expect, it } from 'vitest';
import { BASE_SECURITY_HEADERS, cacheControlFor, contentSecurityPolicy, originsOf } from './securityHeaders';

describe('spec 9 content-security-policy', () => {
  it('allows scripts from self, the response nonce and the payment provider only', () => {
    const csp = contentSecurityPolicy('abc', ['http://127.0.0.1:4000']);
    expect(csp).toContain("script-src 'self' 'nonce-abc' https://static-eu.payments-amazon.com;");
    expect(csp).toMatch(/form-action 'self'$/);
    expect(csp).toContain("img-src 'self' data: http://127.0.0.1:4000");
    expect(csp).not.toContain('unsafe-eval');
  });

  it('lets forms be redirected on to the payment provider’s page only (issue 17)', () => {
    expect(contentSecurityPolicy('abc', [], ['http://127.0.0.1:4000'])).toContain(
      "form-action 'self' http://127.0.0.1:4000",
    );
  });

  it('adds the configured tracking hosts to scripts, connections and images, and none without them (issue 20)', () => {
    const csp = contentSecurityPolicy('abc', [], [], {
      script: ['https://www.googletagmanager.com'],
      connect: ['https://browser-intake-datadoghq.eu'],
      img: ['https://www.google-analytics.com'],
    });
    expect(csp).toContain(
      "script-src 'self' 'nonce-abc' https://static-eu.payments-amazon.com https://www.googletagmanager.com;",
    );
    expect(csp).toContain("connect-src 'self' https://browser-intake-datadoghq.eu;");
    expect(csp).toContain("img-src 'self' data: https://www.google-analytics.com;");
    expect(contentSecurityPolicy('abc', [])).toContain("connect-src 'self';");
  });

  it('derives image origins from endpoints and bare hosts', () => {
    expect(
      originsOf([
        'http://127.0.0.1:4000/store-api',
        'images.ctfassets.net',
        undefined,
        'http://127.0.0.1:4000',
      ]),
    ).toEqual(['http://127.0.0.1:4000', 'https://images.ctfassets.net']);
  });
});

describe('Cache-Control for a CDN', () => {
  it.each([
    [
      'GET',
      200,
      false,
      false,
      'public, max-age=0, s-maxage=60, stale-while-revalidate=600, stale-if-error=86400',
    ],
    ['GET', 200, true, false, 'private, no-store'],
    ['GET', 200, false, true, 'private, no-store'],
    ['GET', 404, false, false, 'private, no-store'],
    ['POST', 200, false, false, 'private, no-store'],
  ] as const)(
    '%s %i with session %s, setting a personal cookie %s is %s',
    (method, status, session, cookie, expected) => {
      expect(cacheControlFor(method, status, session, cookie)).toBe(expected);
    },
  );
});

describe('issue 12 headers on every answer', () => {
  it('turn camera, microphone and geolocation off and keep payment to the shop itself', () => {
    expect(BASE_SECURITY_HEADERS['Permissions-Policy']).toBe(
      'camera=(), microphone=(), geolocation=(), payment=(self)',
    );
    expect(BASE_SECURITY_HEADERS['X-Content-Type-Options']).toBe('nosniff');
  });
});
