import type { SandboxDeps, ShopRequest } from '../http/env.js';
import type { Doc } from './store.js';

/** Per-request memo of rendered small entities: a listing renders the same manufacturer or option many times. */
export class RenderCache {
  readonly #cache = new Map<string, Doc | undefined>();
  constructor(
    readonly deps: SandboxDeps,
    readonly shop: ShopRequest,
  ) {}

  get(entity: string, id: string | null | undefined): Doc | undefined {
    if (!id) return undefined;
    const key = `${entity}:${id}`;
    if (!this.#cache.has(key))
      this.#cache.set(key, this.deps.entities.render(entity, id, this.shop.languageIdChain));
    const found = this.#cache.get(key);
    return found ? structuredClone(found) : undefined;
  }
}
