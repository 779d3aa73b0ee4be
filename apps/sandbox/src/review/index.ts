export { REVIEW_RULES, saveReview } from './review.js';
export { reviewsOfCustomer } from './review-store.js';
