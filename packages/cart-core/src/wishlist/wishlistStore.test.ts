import { describe, expect, it } from 'vitest';
import { createWishlistStore, type LocalWishlist, type ServerWishlist } from './wishlistStore.js';

function memoryLocal(initial: string[] = []): LocalWishlist & { items: string[] } {
  const local = {
    items: [...initial],
    read: () => [...local.items],
    write: (ids: readonly string[]) => {
      local.items = [...ids];
    },
  };
  return local;
}

/** The customer's list as the Store API keeps it: merge adds without duplicates; a missing list reads empty. */
function memoryServer(initial: string[] = []): ServerWishlist & { items: string[]; calls: string[] } {
  const server = {
    items: [...initial],
    calls: [] as string[],
    read: async () => {
      server.calls.push('read');
      return [...server.items];
    },
    add: async (id: string) => {
      server.calls.push(`add ${id}`);
      if (!server.items.includes(id)) server.items.push(id);
    },
    remove: async (id: string) => {
      server.calls.push(`remove ${id}`);
      server.items = server.items.filter((item) => item !== id);
    },
    merge: async (ids: readonly string[]) => {
      server.calls.push(`merge ${ids.join(',')}`);
      for (const id of ids) if (!server.items.includes(id)) server.items.push(id);
    },
  };
  return server;
}

describe('wishlist (spec 4, 6, 8)', () => {
  it('guests keep it in local storage; the server is not asked', async () => {
    const local = memoryLocal(['a']);
    const server = memoryServer();
    const store = createWishlistStore({ owner: 'guest', local, server });
    await store.load();
    await store.toggle('b');
    await store.toggle('a');
    expect(local.items).toEqual(['b']);
    expect(store.getState().productIds).toEqual(['b']);
    expect(server.calls).toEqual([]);
  });

  it("a change made while the customer's list is read waits for it: the answer neither undoes it nor hides it", async () => {
    const server = memoryServer(['x', 'y']);
    let answer: () => void = () => undefined;
    const read = server.read;
    server.read = () => new Promise<string[]>((done) => (answer = () => void read().then(done)));
    const store = createWishlistStore({ owner: 'customer', local: memoryLocal(), server });
    const loading = store.load();
    const removed = store.remove('x');
    const added = store.add('z');
    expect(server.calls).toEqual([]);
    answer();
    await Promise.all([loading, removed, added]);
    expect(server.calls).toEqual(['read', 'remove x', 'add z']);
    expect(server.items).toEqual(['y', 'z']);
    expect(store.getState()).toMatchObject({ status: 'ready', productIds: ['y', 'z'] });
  });

  it('logged-in non-guest customers keep it on the server, loaded when the app mounts', async () => {
    const local = memoryLocal(['guest-item']);
    const server = memoryServer(['x']);
    const store = createWishlistStore({ owner: 'customer', local, server });
    await store.load();
    expect(store.getState()).toMatchObject({ status: 'ready', productIds: ['x'] });
    await store.add('y');
    await store.remove('x');
    expect(server.items).toEqual(['y']);
    expect(local.items).toEqual(['guest-item']);
  });

  it('on login the local items are merged to the server and the local list is cleared', async () => {
    const local = memoryLocal(['a', 'b']);
    const server = memoryServer(['b', 'c']);
    const store = createWishlistStore({ owner: 'guest', local, server });
    await store.load();
    await store.logIn();
    expect(server.calls).toEqual(['merge a,b', 'read']);
    expect(local.items).toEqual([]);
    expect(store.getState()).toMatchObject({
      owner: 'customer',
      status: 'ready',
      productIds: ['b', 'c', 'a'],
    });
  });

  it('a failed merge keeps the local list, so nothing the guest kept is lost', async () => {
    const local = memoryLocal(['a']);
    const server = memoryServer();
    server.merge = async () => {
      throw new Error('503');
    };
    const store = createWishlistStore({ owner: 'guest', local, server });
    await store.logIn();
    expect(local.items).toEqual(['a']);
    expect(store.getState().status).toBe('failed');
  });

  it('a failed server change reloads the list from the server', async () => {
    const server = memoryServer(['x']);
    server.add = async () => {
      throw new Error('403');
    };
    const failures: unknown[] = [];
    const store = createWishlistStore({
      owner: 'customer',
      local: memoryLocal(),
      server,
      onFailed: (error) => failures.push(error),
    });
    await store.load();
    await store.add('y');
    expect(store.getState().productIds).toEqual(['x']);
    expect(failures).toHaveLength(1);
  });

  it('server writes run in the order they were made', async () => {
    const server = memoryServer();
    const store = createWishlistStore({ owner: 'customer', local: memoryLocal(), server });
    await Promise.all([store.add('a'), store.remove('a'), store.add('b')]);
    expect(server.calls).toEqual(['add a', 'remove a', 'add b']);
    expect(server.items).toEqual(['b']);
  });
});
