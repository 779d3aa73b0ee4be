import type { RunningSandbox } from '@beautyshop/sandbox';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Locale } from '../locale/locales';
import { countingStoreApi, startTestSandbox } from '../testing/testSandbox';
import { loadPluginConfiguration, loadSizePropertyGroupId } from './pluginConfig.server';

let sandbox: RunningSandbox;

/** The Store API of one request in `locale`, counting the plugin configuration reads it makes. */
function storeApiIn(locale: Locale, endpoint = sandbox.url) {
  const { storeApi, reads } = countingStoreApi(sandbox, locale, '/store-api/config', endpoint);
  return { storeApi, configReads: reads };
}

beforeAll(async () => {
  sandbox = await startTestSandbox('plugin-config');
});
afterAll(() => sandbox?.close());

describe("spec 3: the plugin configuration's size/colour setting, as the shop reads it", () => {
  it('names the property group the listing shows as sizes', async () => {
    const { storeApi } = storeApiIn('de-de');
    const sizeGroupId = await loadSizePropertyGroupId(storeApi);
    const listing = await storeApi.client.catalogue.readProductListing(
      (await storeApi.client.catalogue.readNavigation('main-navigation', 'main-navigation', { depth: 1 }))[0]
        ?.id ?? '',
    );
    const groups = (listing.aggregations as { properties?: { entities?: { id: string; name: string }[] } })
      .properties?.entities;
    expect(groups?.find((group) => group.id === sizeGroupId)?.name).toBe('Größe');
  });

  it('reads it once per locale for every shopper (spec 9: general cached data)', async () => {
    const first = storeApiIn('fr-ch');
    const second = storeApiIn('fr-ch');
    await loadPluginConfiguration(first.storeApi);
    await loadPluginConfiguration(second.storeApi);
    expect([...first.configReads, ...second.configReads]).toHaveLength(1);
    expect(first.configReads[0]).toContain('locale=fr-ch');
  });

  it('a failed read names no size group, is logged, and is asked again next time', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const unreachable = storeApiIn('de-at', 'http://127.0.0.1:9');
    expect(await loadSizePropertyGroupId(unreachable.storeApi)).toBeUndefined();
    expect(warn).toHaveBeenCalledWith(
      '[storefront] plugin configuration could not be read',
      expect.anything(),
    );
    const reachable = storeApiIn('de-at');
    expect(await loadSizePropertyGroupId(reachable.storeApi)).toBeDefined();
    expect(reachable.configReads).toHaveLength(1);
    warn.mockRestore();
  });
});
