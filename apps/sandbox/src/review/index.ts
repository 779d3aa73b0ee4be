export { REVIEW_RULES, saveReview } from './review.js';
export { pendingReviewsOf, reviewsOfCustomer } from './review-store.js';
