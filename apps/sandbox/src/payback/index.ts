export * from './errors.js';
export {
  addNumber,
  addPromotionCode,
  calculatePoints,
  recordScrid,
  removeNumber,
  removePromotionCode,
} from './payback.js';
export { PAYBACK_RULES, PROMOTION_MULTIPLIERS } from './payback-rules.js';
