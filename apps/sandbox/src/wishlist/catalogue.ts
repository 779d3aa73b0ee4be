/**
 * What the customer side reads of the catalogue, in one place: which product ids exist, and products rendered as
 * the Store API sends them. (The catalogue modules may move; only this file names them.)
 */
export {
  findProductPk,
  findProductPksByIds,
  loadProductRows,
  renderProducts,
} from '../catalogue/entities/product.js';
