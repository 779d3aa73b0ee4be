// The part of the shop frame's cart that loads after hydration (ShopCartFrame): the stores and what they drive.
export { CartOverlays } from './CartOverlays';
export { createShopCart, startShopCart } from './shopCartStores';
