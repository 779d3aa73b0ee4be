/** The part of Rolldown's module info the grouping reads: who imports a module statically. */
export interface ModuleGraph {
  getModuleInfo(id: string): { importers: readonly string[] } | null;
}

/**
 * Whether `id` is `target` or statically imported, at any depth, by a module that `target` matches. `memo` keeps
 * the answers for the modules asked about; a module whose answer is known ends the walk there (its importers need
 * no second look). Only whole walks are remembered: an answer read off a walk still under way inside an import
 * cycle would be wrong for the modules after it, and depend on the order the build asked in.
 */
export function isReachedFrom(
  id: string,
  target: RegExp,
  graph: ModuleGraph,
  memo: Map<string, boolean> = new Map(),
): boolean {
  const known = memo.get(id);
  if (known !== undefined) return known;
  const seen = new Set([id]);
  const pending = [id];
  let reached = false;
  while (!reached && pending.length > 0) {
    const current = pending.pop() as string;
    const answer = memo.get(current);
    if (answer === false) continue;
    if (answer === true || target.test(current)) {
      reached = true;
      break;
    }
    for (const importer of graph.getModuleInfo(current)?.importers ?? []) {
      if (seen.has(importer)) continue;
      seen.add(importer);
      pending.push(importer);
    }
  }
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
 * tile) gathers its pieces into one chunk. Rolldown brings a grouped module's imports into its chunk too, so what
 * a part shares with the pages outside the frame (the ui's currency format and link, which the checkout uses) goes
 * to the shell, or the checkout would load the whole part for them.
 */
export function shellChunkGroups({ entry, root, frame, unframed, parts = [] }: ShellChunkSources): {
  groups: ChunkGroup[];
} {
  const reachedFromEntry = new Map<string, boolean>();
  const reachedFromRoot = new Map<string, boolean>();
  const reachedFromFrame = new Map<string, boolean>();
  const reachedFromUnframed = new Map<string, boolean>();
  const reachedFromParts = parts.map(() => new Map<string, boolean>());
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
            isReachedFrom(id, unframed, graph, reachedFromUnframed) &&
            (isReachedFrom(id, frame, graph, reachedFromFrame) ||
              parts.some((part, index) => isReachedFrom(id, part.source, graph, reachedFromParts[index]))))
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
