import type { BlockComponent } from './blockProps';

/** Content type id → component. Immutable: register and override return a new registry. */
export interface BlockRegistry {
  get(type: string): BlockComponent | undefined;
  has(type: string): boolean;
  types(): string[];
  /** Adds a component for a type the registry does not know yet. */
  register(type: string, component: BlockComponent): BlockRegistry;
  /** Replaces the component of a type the registry knows (e.g. an app's own hero). */
  override(type: string, component: BlockComponent): BlockRegistry;
}

const tag = '[@beautyshop/cms-renderer createBlockRegistry]';

export function createBlockRegistry(defaults: Readonly<Record<string, BlockComponent>> = {}): BlockRegistry {
  const components = new Map(Object.entries(defaults));
  return {
    get: (type) => components.get(type),
    has: (type) => components.has(type),
    types: () => [...components.keys()],
    register(type, component) {
      if (components.has(type)) throw new Error(`${tag} "${type}" is registered already; use override()`);
      return createBlockRegistry({ ...Object.fromEntries(components), [type]: component });
    },
    override(type, component) {
      if (!components.has(type)) throw new Error(`${tag} "${type}" is not registered; use register()`);
      return createBlockRegistry({ ...Object.fromEntries(components), [type]: component });
    },
  };
}
