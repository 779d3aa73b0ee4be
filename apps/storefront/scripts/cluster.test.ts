import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { storefrontWorkers } from './cluster.ts';

describe('storefront server processes (architecture: as many as traffic needs)', () => {
  it('default to one per core, at most four', () => {
    expect(storefrontWorkers({})).toBe(Math.min(availableParallelism(), 4));
  });

  it('follow STOREFRONT_WORKERS', () => {
    expect(storefrontWorkers({ STOREFRONT_WORKERS: '1' })).toBe(1);
    expect(storefrontWorkers({ STOREFRONT_WORKERS: '8' })).toBe(8);
  });

  it('refuse a value that is not a sensible whole number', () => {
    for (const raw of ['0', '-1', '2.5', 'many', '65'])
      expect(() => storefrontWorkers({ STOREFRONT_WORKERS: raw })).toThrow(`STOREFRONT_WORKERS "${raw}"`);
  });
});
