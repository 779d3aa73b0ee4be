import {
  isEntityId,
  REVIEW_RULES,
  type ReviewField,
  type ReviewProblem,
  readReviewInput,
} from '@beautyshop/catalogue';
import type { StoreApiClient } from '@beautyshop/store-api-client';
import { data, type RouterContextProvider } from 'react-router';
import { actionFailureOf } from '../account/actionFailure';
import type { Translate } from '../i18n/translate';
import { readForm } from '../request/formBody';
import { accountRequestOf, customerOf, privateHeaders } from '../session/accountSession.server';
import type { ReviewActionData, ReviewOutcome } from './reviewOutcome';

/** The form's `intent` the product page's action tells the review form by. */
export const REVIEW_INTENT = 'review';

/** A refusal in the shopper's language, per field and rule (the Store API's own texts are English). */
export function reviewProblemText(t: Translate, field: ReviewField, problem: ReviewProblem): string {
  if (field === 'points') return t('reviews.problem.points');
  if (field === 'title')
    return problem === 'blank'
      ? t('reviews.problem.title.blank')
      : t('reviews.problem.title.tooShort', { min: REVIEW_RULES.titleMin });
  if (problem === 'blank') return t('reviews.problem.content.blank');
  return problem === 'tooLong'
    ? t('reviews.problem.content.tooLong', { max: REVIEW_RULES.contentMax })
    : t('reviews.problem.content.tooShort', { min: REVIEW_RULES.contentMin });
}

/**
 * One review per product: Shopware lists a logged-in customer's own review while it waits for moderation with
 * `status: false` beside the published ones, so a review of that status here is this customer's.
 */
async function hasPendingReview(client: StoreApiClient, productId: string): Promise<boolean> {
  const result = await client.catalogue.readProductReviews(productId, {
    limit: 1,
    filter: [{ type: 'equals', field: 'status', value: false }],
  });
  return result.elements.length > 0;
}

/**
 * Writes a review of the product the form names (spec 7.1 POST /product/{id}/review): logged-in customers only,
 * one per product, checked against Shopware's rules first so that the refusals are in the shopper's language.
 * Answers the page's action data; the page is private from here on (no-store).
 */
export async function answerReviewPost(
  request: Request,
  context: Readonly<RouterContextProvider>,
  form: FormData,
) {
  const productId = form.get('productId');
  if (!isEntityId(productId)) throw data('The review names no product.', { status: 400 });
  const account = await accountRequestOf(request, context);
  const { t } = account;
  const answer = (review: ReviewOutcome, status = 200) =>
    data<ReviewActionData>({ review }, { status, headers: privateHeaders(account) });

  const customer = await customerOf(account).catch(() => null);
  if (customer === null) return answer({ kind: 'login' }, 403);

  const input = readReviewInput(form);
  if (input.kind === 'invalid') {
    const errors = Object.fromEntries(
      Object.entries(input.problems).map(([field, problem]) => [
        field,
        reviewProblemText(t, field as ReviewField, problem),
      ]),
    );
    return answer(
      {
        kind: 'refused',
        values: input.values,
        errors,
        notice: { tone: 'danger', text: t('reviews.form.check') },
      },
      400,
    );
  }

  const unavailable = (): ReviewOutcome => ({
    kind: 'refused',
    values: { points: String(input.review.points), title: input.review.title, content: input.review.content },
    errors: {},
    notice: { tone: 'danger', text: t('reviews.form.unavailable') },
  });
  try {
    if (await hasPendingReview(account.storeApi.client, productId))
      return answer({ kind: 'alreadyReviewed' }, 409);
    await account.storeApi.client.catalogue.addProductReview(productId, { ...input.review });
    return answer({ kind: 'thanks' });
  } catch (error) {
    const failure = actionFailureOf(error);
    if (failure.kind === 'refused' && failure.status === 403) return answer({ kind: 'login' }, 403);
    return answer(unavailable(), failure.kind === 'unavailable' ? 503 : 400);
  }
}

/**
 * The product page's action: the only form a product page posts to itself is the review form (spec 2.4); any
 * other post to it is the sender's bad request. The catch-all page route hands content pages' posts on instead.
 */
export async function answerProductPagePost(
  request: Request,
  context: Readonly<RouterContextProvider>,
  otherwise: (request: Request) => Promise<unknown>,
) {
  const form = await readForm(request.clone());
  if (form.get('intent') === REVIEW_INTENT) return answerReviewPost(request, context, form);
  return otherwise(request);
}
