import type { WriteReviewLabels } from './WriteReview';

/** English texts for the stories and tests; the shop passes its own translations. */
export const ENGLISH_LABELS: WriteReviewLabels = {
  points: 'How many stars do you give?',
  star: (count) => `${count} of 5 stars`,
  title: 'Title',
  content: 'Your experience',
  contentHint: 'At least 40 characters.',
  submit: 'Submit review',
  loginText: 'Please log in to write a review.',
  loginLink: 'Log in',
  thanksTitle: 'Thank you for your review!',
  thanksText: 'We check every review; yours will appear on this page afterwards.',
  alreadyReviewed: 'You have already reviewed this product. Thank you!',
};
