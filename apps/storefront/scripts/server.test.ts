import { afterEach, describe, expect, it } from 'vitest';
import { startStorefront } from './server.ts';

const saved = { ...process.env };

afterEach(() => {
  for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key];
  Object.assign(process.env, saved);
});

describe('spec 5 the server refuses to start without its Store API configuration', () => {
  it("names the missing endpoint and key: 'Missing ... environment variables. Please check your .env file'", async () => {
    for (const key of Object.keys(process.env))
      if (key.startsWith('SHOPWARE_') || key.startsWith('CONTENTFUL_')) delete process.env[key];
    process.env.SHOPWARE_ACCESS_KEY_AT = 'a';
    process.env.SHOPWARE_ACCESS_KEY_CH = 'c';
    process.env.SHOPWARE_ACCESS_KEY_FR = 'f';
    await expect(startStorefront({ port: 0 })).rejects.toThrow(
      'Missing SHOPWARE_ENDPOINT, SHOPWARE_ACCESS_KEY_DE environment variables. Please check your .env file',
    );
  });
});
