export * from './errors.js';
export { addToWishlist, loadWishlist, mergeWishlist, removeFromWishlist } from './wishlist.js';
