import { useMatches } from 'react-router';

/** What the shop frame's loader sends about the shopper (server/cartFrame.server.ts). */
function isCustomerFrame(data: unknown): boolean {
  if (typeof data !== 'object' || data === null || !('cartFrame' in data)) return false;
  const frame = data.cartFrame;
  return (
    typeof frame === 'object' &&
    frame !== null &&
    'wishlistOwner' in frame &&
    frame.wishlistOwner === 'customer'
  );
}

/**
 * Spec 4: logged in means a customer that is not a guest, as the shop frame's loader read it for this page (such
 * a page is private, so the header's logged-in state never reaches a shared cache). After a login the loaders run
 * again, and the header follows.
 */
export function useCustomerLoggedIn(): boolean {
  return useMatches().some((match) => isCustomerFrame(match.loaderData));
}
