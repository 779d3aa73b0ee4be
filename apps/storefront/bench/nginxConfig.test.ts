import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { nginxConfigFor } from './nginxConfig.ts';

const template = readFileSync(resolve(import.meta.dirname, '../../../deploy/nginx.conf'), 'utf8');

describe("the scale-out bench's nginx configuration", () => {
  it('is the repository file with its two upstream ports and its listen port replaced', () => {
    const config = nginxConfigFor(template, [41001, 41002], 48080);
    expect(config).toContain('server 127.0.0.1:41001 max_fails');
    expect(config).toContain('server 127.0.0.1:41002 max_fails');
    expect(config).toContain('listen 127.0.0.1:48080;');
    expect(config).not.toMatch(/:300[12] |:8080;/);
  });

  it('balances by requests in flight and never retries a write on the other process', () => {
    expect(template).toContain('least_conn;');
    expect(template).not.toContain('non_idempotent');
  });

  it('refuses a file that no longer names two upstream servers', () => {
    expect(() => nginxConfigFor('upstream storefront { server 127.0.0.1:3001 ; }', [1, 2], 3)).toThrow(
      'two upstream servers',
    );
  });
});
