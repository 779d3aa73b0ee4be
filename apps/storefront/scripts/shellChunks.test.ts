import { describe, expect, it } from 'vitest';
import { isReachedFrom, type ModuleGraph, shellChunkGroups } from './shellChunks.ts';

// Importers of each module: root.tsx and a page route both use the ui package; the entry brings React Router.
const importers: Record<string, string[]> = {
  '/app/entry.client.tsx': [],
  '/nm/react-router.js': ['/app/entry.client.tsx', '/app/root.tsx?route', '/app/routes/page.tsx?route'],
  '/app/root.tsx?route': [],
  '/app/routes/page.tsx?route': [],
  '/ui/index.js': ['/app/root.tsx?route', '/app/routes/page.tsx?route'],
  '/app/components/ProductView.tsx': ['/app/routes/page.tsx?route'],
  '/app/a.ts': ['/app/b.ts', '/app/root.tsx?route'],
  '/app/b.ts': ['/app/a.ts'],
  '/app/layouts/DefaultLayout.tsx?route': [],
  '/app/routes/checkout.tsx?route': [],
  '/app/components/ShopHeader.tsx': ['/app/layouts/DefaultLayout.tsx?route'],
  '/ui/Container.js': ['/app/components/ShopHeader.tsx', '/app/routes/checkout.tsx?route'],
  '/node_modules/zod/index.js': ['/app/components/ShopHeader.tsx'],
  '/app/routes/home.tsx?route': [],
  '/app/components/ProductTileCard.tsx': ['/app/routes/home.tsx?route', '/app/routes/page.tsx?route'],
  '/ui/ProductCard.js': ['/app/components/ProductTileCard.tsx'],
  '/ui/formatCurrency.js': ['/ui/ProductCard.js', '/app/routes/checkout.tsx?route'],
};
const graph: ModuleGraph = { getModuleInfo: (id) => ({ importers: importers[id] ?? [] }) };
const sources = {
  entry: /entry\.client\.tsx$/,
  root: /\/app\/root\.tsx(\?|$)/,
  frame: /\/app\/layouts\/DefaultLayout\.tsx(\?|$)/,
  unframed: /\/app\/routes\/checkout\.tsx(\?|$)/,
  parts: [{ name: 'productTile', source: /\/app\/components\/ProductTileCard\.tsx$/ }],
};

function groupOf(id: string): string | null {
  for (const group of shellChunkGroups(sources).groups.sort((a, b) => b.priority - a.priority)) {
    const name = group.name(id, graph);
    if (name !== null) return name;
  }
  return null;
}

describe('chunk groups of the client build', () => {
  it('puts what the client entry reaches into the framework, even when the root route uses it too', () => {
    expect(groupOf('/nm/react-router.js')).toBe('framework');
  });

  it('puts what the root route reaches into the shell every page loads', () => {
    expect(groupOf('/ui/index.js')).toBe('shell');
    expect(groupOf('/app/root.tsx?route')).toBe('shell');
  });

  it("leaves a page's own modules to the default chunking", () => {
    expect(groupOf('/app/components/ProductView.tsx')).toBeNull();
    expect(groupOf('/app/routes/page.tsx?route')).toBeNull();
  });

  it('puts what the shop frame alone reaches into one frame chunk', () => {
    expect(groupOf('/app/components/ShopHeader.tsx')).toBe('frame');
    expect(groupOf('/app/layouts/DefaultLayout.tsx?route')).toBe('frame');
  });

  it('puts what the frame shares with a page outside it into the shell, so that page never loads the frame', () => {
    expect(groupOf('/ui/Container.js')).toBe('shell');
  });

  it('leaves a library the frame reaches to the default chunking, so tree shaking still drops what is unused', () => {
    expect(groupOf('/node_modules/zod/index.js')).toBeNull();
  });

  it('puts a component many pages render into one chunk with what it imports', () => {
    expect(groupOf('/app/components/ProductTileCard.tsx')).toBe('productTile');
    expect(groupOf('/ui/ProductCard.js')).toBe('productTile');
    expect(groupOf('/ui/index.js')).toBe('shell');
  });

  it('puts what a part shares with a page outside the frame into the shell, so that page never loads the part', () => {
    expect(groupOf('/ui/formatCurrency.js')).toBe('shell');
  });

  it('follows import cycles without looping', () => {
    expect(isReachedFrom('/app/b.ts', sources.root, graph)).toBe(true);
    expect(isReachedFrom('/app/b.ts', sources.entry, graph)).toBe(false);
  });

  it('answers the same whichever module of an import cycle it is asked about first', () => {
    // a.ts is imported by b.ts and by the root; b.ts only by a.ts. Asked about a.ts first, the walk meets b.ts
    // while a.ts's own answer is still open: b.ts must not be remembered as unreached.
    const memo = new Map<string, boolean>();
    expect(isReachedFrom('/app/a.ts', sources.root, graph, memo)).toBe(true);
    expect(isReachedFrom('/app/b.ts', sources.root, graph, memo)).toBe(true);
  });
});
