import { type ComponentProps, lazy, Suspense } from 'react';
import type { CmsContent as CmsContentComponent } from './CmsContent';

const CmsContent = lazy(() => import('./CmsContent').then((module) => ({ default: module.CmsContent })));

/**
 * Content blocks loaded on demand. Category, product, landing and error pages share one route module and carry
 * content only sometimes; importing the block renderer (and the schemas it parses entries with) statically would
 * put about 32 KB of gzipped JS into every product page's first load. The server renders the blocks in full; the
 * browser hydrates them once the chunk has arrived.
 */
export function LazyCmsContent(props: ComponentProps<typeof CmsContentComponent>) {
  return (
    <Suspense fallback={null}>
      <CmsContent {...props} />
    </Suspense>
  );
}
