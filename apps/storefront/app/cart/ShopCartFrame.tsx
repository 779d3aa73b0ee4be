import type { WishlistOwner } from '@beautyshop/cart-core';
import type { Cart } from '@beautyshop/store-api-client';
import { type ReactNode, startTransition, useEffect, useRef, useState } from 'react';
import { inTaskOfItsOwn } from '../components/inTaskOfItsOwn';
import { localePath } from '../locale/fromPath';
import { useLocale, useTranslate } from '../locale/useLocale';
import { type HeldExternalAdds, holdExternalAdds } from './heldExternalAdds';
import { type HeldStoreForms, holdStoreForms } from './heldStoreForms';
import { type ShopCart, ShopCartContext, type ShopCartOptions, ShopCartSeedContext } from './ShopCartContext';

// Widgets' add requests are held from the moment the page's modules run, before hydration and before the frame
// mounts (its effects come last): one dispatched in that moment was lost. The first frame takes them over.
let earlyAdds: HeldExternalAdds | undefined =
  typeof window === 'undefined' ? undefined : holdExternalAdds(window);
function takeEarlyAdds(): HeldExternalAdds | undefined {
  const adds = earlyAdds;
  earlyAdds = undefined;
  return adds;
}

type ShopCartModule = typeof import('./shopCartOnDemand');
// After the effects of hydration, not among them: its preload links alone were a long task on a phone.
const loadShopCart = (): Promise<ShopCartModule> => inTaskOfItsOwn(() => import('./shopCartOnDemand'));

/**
 * The shared cart, wishlist and notifications of the shop frame, with the side cart and the toast region. The
 * stores load after hydration, not with the page: the server and hydration render without them (forms that post,
 * the header count from this page's cart), and the page app takes over once they are there, a moment later; cart
 * and wishlist forms sent in that moment are held and sent through the stores then (heldStoreForms).
 */
export function ShopCartFrame({
  cart,
  wishlistOwner,
  children,
}: {
  cart: Cart | null;
  wishlistOwner: WishlistOwner;
  children: ReactNode;
}) {
  const { locale } = useLocale();
  const translate = useTranslate();
  const [loaded, setLoaded] = useState<{ module: ShopCartModule; shopCart: ShopCart }>();
  // The stores start from the page shown when they arrive, not from the one that started loading them.
  const options = useRef<ShopCartOptions>({ locale, translate, initialCart: cart, wishlistOwner });
  options.current = { locale, translate, initialCart: cart, wishlistOwner };
  const held = useRef<HeldStoreForms | undefined>(undefined);
  const heldAdds = useRef<HeldExternalAdds | undefined>(undefined);
  useEffect(() => {
    let mounted = true;
    const { locale } = options.current;
    const forms = holdStoreForms(document, [
      localePath('/cart/change', locale),
      localePath('/wishlist/change', locale),
    ]);
    held.current = forms;
    const adds = takeEarlyAdds() ?? holdExternalAdds(window);
    heldAdds.current = adds;
    loadShopCart().then(
      (module) => {
        if (!mounted) return;
        // In a transition: the stores change the context of the whole page, and an urgent change reaching a part
        // still waiting to hydrate (the cart's streamed recommendations, content blocks) makes React throw its
        // server HTML away and draw it again in the browser.
        startTransition(() => setLoaded({ module, shopCart: module.createShopCart(options.current) }));
      },
      (error: unknown) => {
        console.error('cart: the shared stores did not load', error);
        // The forms held meanwhile post as they would without JavaScript (a widget's add has no such way).
        forms.release();
        adds.dispose();
      },
    );
    return () => {
      mounted = false;
      forms.dispose();
      adds.dispose();
    };
  }, []);
  useEffect(
    () => (loaded ? loaded.module.startShopCart(loaded.shopCart, wishlistOwner) : undefined),
    [loaded, wishlistOwner],
  );
  // Committed with the stores, the forms' handlers are there: what was sent meanwhile goes through them.
  useEffect(() => {
    if (!loaded) return;
    held.current?.release();
    // After the effect above: the stores listen for widgets' adds by now.
    heldAdds.current?.release();
  }, [loaded]);
  const Overlays = loaded?.module.CartOverlays;
  return (
    <ShopCartSeedContext.Provider value={cart}>
      <ShopCartContext.Provider value={loaded?.shopCart}>
        {children}
        {Overlays && loaded ? <Overlays shopCart={loaded.shopCart} /> : null}
      </ShopCartContext.Provider>
    </ShopCartSeedContext.Provider>
  );
}
