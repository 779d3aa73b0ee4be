/** The part of Rolldown's module info the grouping reads: who imports a module statically. */
export interface ModuleGraph {
  getModuleInfo(id: string): { importers: readonly string[] } | null;
}

/** Whether `id` is `target` or statically imported, at any depth, by a module that `target` matches. */
export function isReachedFrom(
  id: string,
  target: RegExp,
  graph: ModuleGraph,
  memo: Map<string, boolean> = new Map(),
): boolean {
  const known = memo.get(id);
  if (known !== undefined) return known;
  // Provisionally false, so an import cycle ends the walk instead of looping.
  memo.set(id, false);
  const reached =
    target.test(id) ||
    (graph.getModuleInfo(id)?.importers ?? []).some((importer) =>
      isReachedFrom(importer, target, graph, memo),
    );
  memo.set(id, reached);
  return reached;
}

/** A third-party module (under node_modules), as opposed to the app's and the workspace packages' own. */
const isDependency = (id: string): boolean => /[\\/]node_modules[\\/]/.test(id);

export interface ShellChunkSources {
  /** The client entry (React, React DOM and React Router come in through it: the framework floor). */
  entry: RegExp;
  /** The root route, which every page loads. */
  root: RegExp;
  /** The layout that frames most pages with the shop's header and footer (and the layouts built on it). */
  frame: RegExp;
  /** The route modules of pages outside that frame (the checkout's), and their layouts. */
  unframed: RegExp;
  /**
   * Components many pages render, each with what it imports, as one chunk named after it (the product tile: home,
   * listings, search, product and cart pages all show tiles). What the shell or the frame holds stays there.
   */
  parts?: readonly { name: string; source: RegExp }[];
}

/** One chunk group: Rolldown puts every module `name` answers a name for into the chunk of that name. */
export interface ChunkGroup {
  name: (id: string, graph: ModuleGraph) => string | null;
  debugName: string;
  priority: number;
}

/**
 * Chunk groups for the client build. By default Rolldown gives every set of importers its own chunk, which
 * left what every page loads spread over a dozen small files, and gzip compresses each file on its own. As one
 * `shell` chunk, the root route's modules and the ui package were 1.9 KB smaller gzipped than in nine pieces, and
 * React, React DOM and React Router 1.4 KB smaller as one `framework` chunk than in four. The framework group
 * claims what the client entry reaches first, so the floor the bench measures against stays the client entry
 * alone, and the shell never pulls React Router in as a dependency of its own modules.
 *
 * The shop frame (header, footer, side cart) then came as some twenty chunks of 0.1 to 1 KB, one per set of
 * pages sharing a ui primitive; as one `frame` chunk it is smaller by the per-file overhead and the compression
 * the pieces lost to each other. What the frame shares with the pages outside it (the checkout's) goes to the
 * shell instead, so those pages never load the frame for a button or a link. Last, each of `parts` (the product
 * tile) gathers its seven or so pieces into one chunk.
 */
export function shellChunkGroups({ entry, root, frame, unframed, parts = [] }: ShellChunkSources): {
  groups: ChunkGroup[];
} {
  const reachedFromEntry = new Map<string, boolean>();
  const reachedFromRoot = new Map<string, boolean>();
  const reachedFromFrame = new Map<string, boolean>();
  const reachedFromUnframed = new Map<string, boolean>();
  return {
    groups: [
      {
        name: (id, graph) => (isReachedFrom(id, entry, graph, reachedFromEntry) ? 'framework' : null),
        debugName: 'framework',
        priority: parts.length + 3,
      },
      {
        name: (id, graph) =>
          isReachedFrom(id, root, graph, reachedFromRoot) ||
          (!isDependency(id) &&
            isReachedFrom(id, frame, graph, reachedFromFrame) &&
            isReachedFrom(id, unframed, graph, reachedFromUnframed))
            ? 'shell'
            : null,
        debugName: 'shell',
        priority: parts.length + 2,
      },
      {
        // Only the app's and the workspace packages' modules: a library the frame reaches through an import it
        // never calls (zod, through a package index) would otherwise come along whole, side effects and all.
        name: (id, graph) =>
          !isDependency(id) && isReachedFrom(id, frame, graph, reachedFromFrame) ? 'frame' : null,
        debugName: 'frame',
        priority: parts.length + 1,
      },
      ...parts.map(({ name, source }, index) => {
        const reachedFromPart = new Map<string, boolean>();
        return {
          name: (id: string, graph: ModuleGraph) =>
            !isDependency(id) && isReachedFrom(id, source, graph, reachedFromPart) ? name : null,
          debugName: name,
          priority: parts.length - index,
        };
      }),
    ],
  };
}
