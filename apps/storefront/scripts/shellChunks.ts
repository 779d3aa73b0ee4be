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

export interface ShellChunkSources {
  /** The client entry (React, React DOM and React Router come in through it: the framework floor). */
  entry: RegExp;
  /** The root route, which every page loads. */
  root: RegExp;
}

/**
 * Two chunk groups for the client build. By default Rolldown gives every set of importers its own chunk, which
 * left what every page loads spread over a dozen small files, and gzip compresses each file on its own. As one
 * `shell` chunk, the root route's modules and the ui package were 1.9 KB smaller gzipped than in nine pieces, and
 * React, React DOM and React Router 1.4 KB smaller as one `framework` chunk than in four. The framework group
 * claims what the client entry reaches first, so the floor the bench measures against stays the client entry
 * alone, and the shell never pulls React Router in as a dependency of its own modules.
 */
export function shellChunkGroups({ entry, root }: ShellChunkSources) {
  const reachedFromEntry = new Map<string, boolean>();
  const reachedFromRoot = new Map<string, boolean>();
  return {
    groups: [
      {
        name: (id: string, graph: ModuleGraph) =>
          isReachedFrom(id, entry, graph, reachedFromEntry) ? 'framework' : null,
        debugName: 'framework',
        priority: 2,
      },
      {
        name: (id: string, graph: ModuleGraph) =>
          isReachedFrom(id, root, graph, reachedFromRoot) ? 'shell' : null,
        debugName: 'shell',
        priority: 1,
      },
    ],
  };
}
