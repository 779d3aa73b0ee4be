import { type ComponentType, lazy, memo, Suspense } from 'react';

/**
 * A part of a page that hydrates from a chunk of its own (an island, app/build/lazyViews.ts): the server renders
 * it in full, and the browser hydrates it once `load` has brought its component. Memoised: a redraw of the parent
 * with the same props before the chunk has arrived would otherwise reach the Suspense boundary, and React would
 * drop the server's markup and draw the part again from nothing.
 */
export function lazyIsland<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  const Island = lazy(() => load().then((component) => ({ default: component })));
  // biome-ignore lint/correctness/noComponentHookFactories: called once per island, at its module's top level, so each island is one component for the page's life.
  return memo(function LazyIsland(props: Props) {
    return (
      <Suspense fallback={null}>
        <Island {...props} />
      </Suspense>
    );
  });
}
