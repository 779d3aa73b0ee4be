import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CallInit, type SandboxProcess, startSandboxProcess } from './cluster-process.js';

let sandbox: SandboxProcess;

beforeAll(async () => {
  sandbox = await startSandboxProcess('cluster-accounts', 40);
}, 60_000);
afterAll(() => sandbox?.stop());

const call = (path: string, init?: CallInit) => sandbox.call(path, init);

describe('accounts across the workers of a cluster', () => {
  it('counts login attempts in SQLite, so the 11th is refused whichever worker answers', async () => {
    const countries = await call('/country');
    const germany = (countries.json.elements as { id: string; iso: string }[]).find(
      (country) => country.iso === 'DE',
    );
    const registered = await call('/account/register', {
      method: 'POST',
      body: {
        email: 'cluster@example.com',
        password: 'Cluster-Passwort-1',
        firstName: 'Cora',
        lastName: 'Cluster',
        storefrontUrl: 'http://localhost:3000',
        billingAddress: { countryId: germany?.id, street: 'Knotenweg 2', zipcode: '10115', city: 'Berlin' },
      },
    });
    expect(registered.status).toBe(200);
    // The registration's token carries the customer on every worker.
    for (let attempt = 0; attempt < 2; attempt += 1)
      expect((await call('/account/customer', { method: 'POST', token: registered.token })).status).toBe(200);

    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const answer = await call('/account/login', {
        method: 'POST',
        body: { username: 'cluster@example.com', password: 'falsch-falsch' },
      });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([...Array(10).fill(401), 429]);
    const refused = await call('/account/login', {
      method: 'POST',
      body: { username: 'cluster@example.com', password: 'Cluster-Passwort-1' },
    });
    expect(refused.status).toBe(429);
  }, 60_000);
});
