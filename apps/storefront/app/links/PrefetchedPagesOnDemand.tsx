import { type ComponentType, useEffect, useState } from 'react';
import { inTaskOfItsOwn } from '../components/inTaskOfItsOwn';

let loading: Promise<typeof import('./PrefetchedPages')> | undefined;
/**
 * The prefetch registry and its links, out of every page's first load: fetched once, as every link of a page asks
 * for it when it mounts, in a task after those effects rather than among them.
 */
export const loadPrefetchedPages = () => {
  loading ??= inTaskOfItsOwn(() => import('./PrefetchedPages'));
  return loading;
};

/**
 * The prefetch links of the pages whose links have been seen (PrefetchedPages.tsx), loaded after hydration: they
 * only ever appear in the browser, and their code would otherwise be part of the first load of every page. A
 * failed load (a new build replaced the chunk) costs the prefetch, never the page.
 */
export function PrefetchedPagesOnDemand() {
  const [Pages, setPages] = useState<ComponentType>();
  useEffect(() => {
    loadPrefetchedPages().then(
      (module) => setPages(() => module.PrefetchedPages),
      () => {},
    );
  }, []);
  return Pages ? <Pages /> : null;
}
