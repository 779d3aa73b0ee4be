import { useConsent } from '@beautyshop/tracking/react';
import { lazy, Suspense } from 'react';

const ConsentDialogView = lazy(() => import('./ConsentDialogView'));

/**
 * The built-in dialog while it is open (first visit, or the footer link); a hosted consent tool draws its own.
 * Rendered only in the browser once the tool has read the stored choice, so the cached HTML never holds it.
 */
export function ConsentDialogHost() {
  const { model, tool } = useConsent();
  if (tool === undefined || tool.kind !== 'embedded' || model.dialog === 'closed') return null;
  return (
    <Suspense fallback={null}>
      <ConsentDialogView model={model} tool={tool} />
    </Suspense>
  );
}
