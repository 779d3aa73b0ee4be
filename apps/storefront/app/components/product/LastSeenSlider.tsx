import { lazy, Suspense } from 'react';
import { useLastSeen } from './useLastSeen';

// The slider's fetching and parsing load once there is something to show, after hydration.
const LastSeenProducts = lazy(() => import('./LastSeenProducts'));

/** Records this product as seen and shows the products seen before it. */
export function LastSeenSlider({ productId, familyId }: { productId: string; familyId: string }) {
  const ids = useLastSeen(productId, familyId);
  if (ids.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <LastSeenProducts ids={ids} />
    </Suspense>
  );
}
