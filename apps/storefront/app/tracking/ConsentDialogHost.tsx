import type { ConsentModel } from '@beautyshop/tracking';
import { earlyConsentOpen, useConsent } from '@beautyshop/tracking/react';
import { lazy, Suspense, useLayoutEffect } from 'react';
import { useNonce } from '../nonce';

// The dialog's code is loaded on demand: the server renders it in place, and the browser keeps that markup, opened
// by the inline script, until the chunk has arrived. Its styles come with every page's stylesheet (root.tsx).
const ConsentDialogView = lazy(() => import('./ConsentDialogView'));

export interface ConsentDialogHostProps {
  /**
   * Where the built-in dialog is the page's consent tool (no hosted tool, not app mode), the inline script
   * (`EARLY_CONSENT_SCRIPT`) that opens it at first paint for a shopper without a stored choice: the HTML holds
   * the dialog, closed, with the script right after it.
   */
  earlyScript: string | undefined;
}

/** Until the tool has loaded: open when the inline script opened it (false on the server; no attribute shows it). */
function earlyModel(): ConsentModel {
  return {
    consent: { status: 'loading' },
    dialog: earlyConsentOpen() ? 'banner' : 'closed',
    interacted: false,
  };
}

/**
 * The built-in dialog (first visit, or the footer link); a hosted consent tool draws its own. The HTML is the same
 * for everyone (caches share it): the dialog in it is closed, and the script after it opens it before the first
 * paint when no choice is stored, rather than seconds later once the modules have run. Once the tool has loaded
 * it drives the same element, from the commit that connects the view's handlers on: what the shopper did in the
 * dialog until then counts as done in the tool.
 */
export function ConsentDialogHost({ earlyScript }: ConsentDialogHostProps) {
  const atFirstPaint = earlyScript !== undefined;
  const { model, tool } = useConsent();
  const nonce = useNonce();
  const early = tool === undefined;
  const shown = early ? atFirstPaint : tool.kind === 'embedded' && model.dialog !== 'closed';
  // A shown dialog is taken over by its view, in the commit that connects the view's handlers to the tool, so the
  // takeover does not depend on how the tool's arrival is scheduled against the lazily loaded view. A dialog the
  // tool keeps closed is taken over here, before the browser paints this commit.
  useLayoutEffect(() => {
    if (!shown) tool?.takeOverDialog?.();
  }, [tool, shown]);
  return (
    <>
      {shown ? (
        <Suspense fallback={null}>
          <ConsentDialogView model={early ? earlyModel() : model} tool={tool} />
        </Suspense>
      ) : null}
      {atFirstPaint ? (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the tracking package's constant, no input in it.
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: earlyScript }} />
      ) : null}
    </>
  );
}
