import { describe, expect, it } from 'vitest';
import { ExternalNavigationRefusedError, navigationTarget } from './externalNavigation';

describe('spec 2.3 navigating to an external URL without the external option is refused', () => {
  it('refuses another host without the option', () => {
    expect(() => navigationTarget('https://evil.example/x', 'https://shop.example')).toThrow(
      ExternalNavigationRefusedError,
    );
  });

  it('allows it with the option', () => {
    expect(navigationTarget('https://pay.example/x', 'https://shop.example', { external: true })).toEqual({
      kind: 'external',
      href: 'https://pay.example/x',
    });
  });

  it('treats paths and same-origin URLs as internal', () => {
    expect(navigationTarget('/de-de/a?b=1#c', 'https://shop.example')).toEqual({
      kind: 'internal',
      path: '/de-de/a?b=1#c',
    });
    expect(navigationTarget('https://shop.example/fr-fr', 'https://shop.example')).toEqual({
      kind: 'internal',
      path: '/fr-fr',
    });
  });

  it('refuses protocol-relative URLs to other hosts', () => {
    expect(() => navigationTarget('//evil.example', 'https://shop.example')).toThrow(
      ExternalNavigationRefusedError,
    );
  });
});
