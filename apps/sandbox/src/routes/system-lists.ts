import type { Context, Hono } from 'hono';
import { searchInMemory } from '../catalogue/criteria/memory.js';
import type { Doc } from '../catalogue/entities/store.js';
import type { SandboxDeps } from '../domain/sandbox-deps.js';
import type { ShopRequest } from '../domain/shop-request.js';
import { readCriteria } from '../http/criteria-input.js';
import type { AppEnv } from '../http/env.js';
import { respond, searchResult } from '../http/respond.js';

interface ListRoute {
  path: string;
  entity: string;
  /** The schema's response shape: a search result (default), a bare array, or a result whose empty aggregations are {}. */
  shape?: 'array' | 'object-aggregations';
  /** Entities of this kind the sales channel offers. */
  load(
    deps: SandboxDeps,
    shop: ShopRequest,
    raw: Record<string, unknown>,
    params: Record<string, string>,
  ): Doc[];
}

const truthy = (value: unknown) => value === true || value === 'true' || value === '1' || value === 1;

function channelFiltered(
  deps: SandboxDeps,
  shop: ShopRequest,
  entity: string,
  onlyAvailable: boolean,
): Doc[] {
  const market = String(shop.salesChannel.doc._code);
  return deps.entities
    .list(entity)
    .filter((stored) => !onlyAvailable || (stored.doc._marketIsos as string[]).includes(market))
    .map((stored) => deps.entities.render(entity, stored.id, shop.languageIdChain) ?? {});
}

const ROUTES: ListRoute[] = [
  {
    path: '/language',
    entity: 'language',
    load: (deps, shop) =>
      deps.entities
        .renderAll('language', shop.languageIdChain)
        .filter((language) => (shop.salesChannel.doc._languageIds as string[]).includes(String(language.id))),
  },
  {
    path: '/currency',
    entity: 'currency',
    shape: 'array',
    load: (deps, shop) => deps.entities.renderAll('currency', shop.languageIdChain),
  },
  {
    path: '/salutation',
    entity: 'salutation',
    load: (deps, shop) => deps.entities.renderAll('salutation', shop.languageIdChain),
  },
  {
    path: '/country',
    entity: 'country',
    load: (deps, shop) => {
      const states = deps.entities.renderAll('country_state', shop.languageIdChain);
      return deps.entities.renderAll('country', shop.languageIdChain).map((country) => ({
        ...country,
        states: states.filter((state) => state.countryId === country.id),
      }));
    },
  },
  {
    path: '/country-state/:countryId',
    entity: 'country_state',
    load: (deps, shop, _raw, params) =>
      deps.entities
        .renderAll('country_state', shop.languageIdChain)
        .filter((state) => state.countryId === params.countryId),
  },
  {
    path: '/payment-method',
    entity: 'payment_method',
    shape: 'object-aggregations',
    load: (deps, shop, raw) => channelFiltered(deps, shop, 'payment_method', truthy(raw.onlyAvailable)),
  },
  {
    path: '/shipping-method',
    entity: 'shipping_method',
    shape: 'object-aggregations',
    load: (deps, shop, raw) =>
      channelFiltered(deps, shop, 'shipping_method', truthy(raw.onlyAvailable)).map((method) => ({
        ...method,
        deliveryTime: deps.entities.render(
          'delivery_time',
          String(method.deliveryTimeId),
          shop.languageIdChain,
        ),
      })),
  },
];

/** Small system entities answered from memory with the full criteria engine. */
export function registerSystemListRoutes(api: Hono<AppEnv>, deps: SandboxDeps): void {
  for (const route of ROUTES) {
    const handler = async (c: Context<AppEnv>) => {
      const { raw, criteria } = await readCriteria(c);
      const shop = c.get('shop');
      const items = route.load(deps, shop, raw, c.req.param() as Record<string, string>);
      items.sort((a, b) => Number(a.position ?? 0) - Number(b.position ?? 0));
      const outcome = searchInMemory(items, criteria, { entity: route.entity });
      if (route.shape === 'array') return respond(c, outcome.elements, criteria);
      const empty = route.shape === 'object-aggregations' ? {} : [];
      return respond(
        c,
        searchResult(
          route.entity,
          outcome.elements,
          outcome.total,
          criteria,
          outcome.aggregations,
          undefined,
          empty,
        ),
        criteria,
      );
    };
    api.get(route.path, handler);
    api.post(route.path, handler);
  }
}
