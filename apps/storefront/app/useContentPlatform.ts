import type { Platform } from '@beautyshop/cms-renderer';
import { useRouteLoaderData } from 'react-router';
import type { loader as rootLoader } from './root';

/**
 * Spec 5: the platform content blocks render for, 'app' in app mode (spec 1), as the root loader read it. The
 * server filtered the entries for the same platform; the block renderer checks each block's showIn list again.
 */
export function useContentPlatform(): Platform {
  return useRouteLoaderData<typeof rootLoader>('root')?.appMode ? 'app' : 'web';
}
