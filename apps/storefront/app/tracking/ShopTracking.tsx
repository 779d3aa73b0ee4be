import { TrackingProvider } from '@beautyshop/tracking/react';
import type { ReactNode } from 'react';
import { useRouteLoaderData } from 'react-router';
import { useNonce } from '../nonce';
import type { loader as rootLoader } from '../root';
import { ConsentDialogHost } from './ConsentDialogHost';
import { PageTracking } from './PageTracking';

/**
 * Tracking and consent around the whole shop: the provider starts them in the browser with the plugin
 * configuration the root loader read; app mode (spec 1) reports platform 'app' and accepts the consent itself.
 */
export function ShopTracking({ children }: { children: ReactNode }) {
  const root = useRouteLoaderData<typeof rootLoader>('root');
  const nonce = useNonce();
  const platform = root?.appMode ? 'app' : 'web';
  return (
    <TrackingProvider config={root?.tracking.config} platform={platform} nonce={nonce}>
      {/* First in the document: its script opens the dialog before the parser reaches the page below. */}
      <ConsentDialogHost earlyScript={root?.consentDialogScript} />
      {children}
      <PageTracking data={root?.tracking} platform={platform} />
    </TrackingProvider>
  );
}
