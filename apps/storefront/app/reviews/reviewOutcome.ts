import type { FormNotice, WriteReviewField } from '@beautyshop/ui';

/**
 * The answer of the product page's action to a written review (spec 2.4 write-review modal), as the page shows
 * it: thanks, the note that this customer already reviewed the product, the login prompt, or the form again
 * with its refusals in the shopper's language.
 */
export type ReviewOutcome =
  | { kind: 'thanks' }
  | { kind: 'alreadyReviewed' }
  | { kind: 'login' }
  | {
      kind: 'refused';
      values: Partial<Record<WriteReviewField, string>>;
      errors: Partial<Record<WriteReviewField, string>>;
      notice: FormNotice;
    };

/** The action data of a page whose last submit was the review form. */
export interface ReviewActionData {
  review: ReviewOutcome;
}

/** The review answer within whatever the page's action answered (the page carries other forms too). */
export function reviewOutcomeOf(actionData: unknown): ReviewOutcome | undefined {
  if (typeof actionData !== 'object' || actionData === null || !('review' in actionData)) return undefined;
  return (actionData as ReviewActionData).review;
}
