import type { RunningSandbox } from '@beautyshop/sandbox';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { cmsEntry } from '../testing/cmsFixtures';
import { countingStoreApi, startTestSandbox } from '../testing/testSandbox';
import { hasContactForm, loadContactSalutations } from './contactSalutations.server';

let sandbox: RunningSandbox;

/** One request's Store API in the German shop, counting its salutation reads. */
function storeApi(endpoint = sandbox.url) {
  const { storeApi: api, reads } = countingStoreApi(sandbox, 'de-de', '/store-api/salutation', endpoint);
  return { api, reads };
}

const contactForm = cmsEntry('contact-form', 'contactForm', { headline: 'Schreib uns' });
const teaser = cmsEntry('hero-1', 'heroTeaser', { headline: 'Neu' });

beforeAll(async () => {
  sandbox = await startTestSandbox('contact-salutations');
});
afterAll(() => sandbox?.close());

describe("the contact form's salutations (Shopware's optional salutationId)", () => {
  it('finds the contact form among a page’s blocks, and nothing else passes for it', () => {
    expect(hasContactForm([teaser, contactForm])).toBe(true);
    expect(hasContactForm([teaser])).toBe(false);
    expect(hasContactForm([{ fields: {} }, null, 'contactForm'])).toBe(false);
  });

  it("offers the market's salutations by their names, without Shopware's 'not specified' (the select's empty choice)", async () => {
    const { api } = storeApi();
    const options = await loadContactSalutations(api, [teaser, contactForm]);
    const salutations = await api.client.context.readSalutations();
    const named = salutations.filter((salutation) => salutation.salutationKey !== 'not_specified');
    expect(named.length).toBeGreaterThan(0);
    expect(options).toEqual(
      named.map((salutation) => ({ value: salutation.id, label: salutation.displayName })),
    );
    expect(options?.map((option) => option.label)).toContain('Frau');
  });

  it('asks the Store API nothing for a page without the form', async () => {
    const { api, reads } = storeApi();
    expect(await loadContactSalutations(api, [teaser])).toBeUndefined();
    expect(reads).toEqual([]);
  });

  it('leaves the salutations out, not the page, when they cannot be read', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { api } = storeApi('http://127.0.0.1:9/store-api');
    expect(await loadContactSalutations(api, [contactForm])).toBeUndefined();
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });
});
