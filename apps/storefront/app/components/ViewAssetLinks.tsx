import type { LazyViewAssets } from '../build/lazyViews';
import { useNonce } from '../nonce';

/**
 * Names a lazy view's chunks and stylesheets in the page that renders it (app/build/lazyViews.ts). React moves the
 * preload links into the document's head, so the browser fetches the chunks with the route's own modules instead
 * of once hydration asks for the view. The stylesheets stay here, after the route's own, which keeps the cascade a
 * static import would give and styles the server-rendered view from its first paint.
 */
export function ViewAssetLinks({ assets }: { assets: LazyViewAssets }) {
  const nonce = useNonce();
  return (
    <>
      {assets.scripts.map((href) => (
        <link key={href} rel="modulepreload" href={href} nonce={nonce} />
      ))}
      {assets.styles.map((href) => (
        <link key={href} rel="stylesheet" href={href} />
      ))}
    </>
  );
}
