import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { workerCount } from './workerCount.js';

describe('server processes (architecture: as many as traffic needs)', () => {
  it('default to one per core, at most four', () => {
    expect(workerCount('SHOP_WORKERS', {})).toBe(Math.min(availableParallelism(), 4));
    expect(workerCount('SHOP_WORKERS', { SHOP_WORKERS: '' })).toBe(Math.min(availableParallelism(), 4));
  });

  it('follow the named variable', () => {
    expect(workerCount('SHOP_WORKERS', { SHOP_WORKERS: '1' })).toBe(1);
    expect(workerCount('SHOP_WORKERS', { SHOP_WORKERS: '8' })).toBe(8);
  });

  it('refuse a value that is not a sensible whole number, naming the variable', () => {
    for (const raw of ['0', '-1', '2.5', 'many', '65'])
      expect(() => workerCount('SHOP_WORKERS', { SHOP_WORKERS: raw })).toThrow(`SHOP_WORKERS "${raw}"`);
  });
});
