import { describe, expect, it } from 'vitest';
import { sandboxMailOrigins } from './sandboxEnv.ts';

describe('a sandbox started beside the shop links its mails to the shop', () => {
  it('names the origin of APP_URL, on whatever port the shop runs', () => {
    expect(sandboxMailOrigins('http://127.0.0.1:3100', {})).toBe('http://127.0.0.1:3100');
    expect(sandboxMailOrigins('https://shop.example/', {})).toBe('https://shop.example');
  });

  it('keeps origins the operator listed', () => {
    const env = { SANDBOX_STOREFRONT_ORIGINS: 'https://shop.example,https://www.shop.example' };
    expect(sandboxMailOrigins('http://127.0.0.1:3100', env)).toBe(
      'https://shop.example,https://www.shop.example',
    );
    expect(sandboxMailOrigins('http://127.0.0.1:3100', { SANDBOX_STOREFRONT_ORIGINS: ' ' })).toBe(
      'http://127.0.0.1:3100',
    );
  });
});
