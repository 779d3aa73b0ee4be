export {
  WriteReview,
  type WriteReviewField,
  type WriteReviewLabels,
  type WriteReviewProps,
  type WriteReviewState,
} from './WriteReview';
