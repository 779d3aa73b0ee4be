// @beautyshop/cart-core/react: thin React bindings over the framework-free stores.
export type { CartView } from './react/useCart.js';
export { useCart } from './react/useCart.js';
export { useStoreState } from './react/useStoreState.js';
