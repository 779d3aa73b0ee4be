import { describe, expect, it } from 'vitest';
import { onOriginLocation } from './safeLocation.ts';

const origin = 'http://127.0.0.1:3000';

describe('issue 12: every redirect stays on the shop origin', () => {
  it('keeps a path with one leading slash as it is', () => {
    expect(onOriginLocation('/de-de/Hautpflege/?order=price-asc', origin)).toBe(
      '/de-de/Hautpflege/?order=price-asc',
    );
  });

  it('turns an absolute URL on the shop origin into its path', () => {
    expect(onOriginLocation(`${origin}/de-de/`, origin)).toBe('/de-de/');
  });

  it.each([
    ['//Hautpflege/', '/'],
    ['/\\Hautpflege/', '/'],
    ['https://evil.example/de-de/', '/de-de/'],
    ['//evil.example/x?y=1', '/x?y=1'],
    ['/\t/evil.example/', '/'],
    ['javascript:alert(1)', '/alert(1)'],
  ])('never lets %j lead off-site', (location, expected) => {
    const safe = onOriginLocation(location, origin);
    expect(safe).toBe(expected);
    expect(safe.startsWith('/')).toBe(true);
    expect(safe.startsWith('//')).toBe(false);
  });

  it('lets a redirect go to an origin the configuration trusts (the social login provider), and no other', () => {
    const provider = 'https://id.example';
    const consent = `${provider}/authorize?accessKey=K&state=S`;
    expect(onOriginLocation(consent, origin, [provider])).toBe(consent);
    expect(onOriginLocation('https://evil.example/authorize', origin, [provider])).toBe('/authorize');
    expect(onOriginLocation('//id.example/authorize', origin, [provider])).toBe('/authorize');
    expect(onOriginLocation('https://id.example.evil.example/x', origin, [provider])).toBe('/x');
  });
});
