/**
 * Shopware's rules for a product review (ProductReviewSaveRoute): a title of at least 5 characters, a text of at
 * least 40, and 1 to 5 points. The shop checks them before the Store API does, so that the shopper reads the
 * refusal in their own language.
 */
export const REVIEW_RULES = {
  titleMin: 5,
  contentMin: 40,
  contentMax: 5000,
  pointsMin: 1,
  pointsMax: 5,
} as const;

/** The fields of the Store API's review route that the shop's form sends. */
export type ReviewField = 'points' | 'title' | 'content';

/** Why a field was refused; the page words it in the shopper's language. */
export type ReviewProblem = 'blank' | 'tooShort' | 'tooLong' | 'outOfRange';

export interface ReviewInput {
  points: number;
  title: string;
  content: string;
}

export type ReviewInputOutcome =
  | { kind: 'valid'; review: ReviewInput }
  | {
      kind: 'invalid';
      problems: Partial<Record<ReviewField, ReviewProblem>>;
      /** What the shopper typed, to fill the form again. */
      values: Partial<Record<ReviewField, string>>;
    };

function textProblem(value: string, min: number, max?: number): ReviewProblem | undefined {
  if (value === '') return 'blank';
  if (value.length < min) return 'tooShort';
  if (max !== undefined && value.length > max) return 'tooLong';
  return undefined;
}

/** Reads a posted review form (text fields are trimmed: a title of spaces is blank). */
export function readReviewInput(form: { get(name: string): unknown }): ReviewInputOutcome {
  const text = (name: ReviewField) => {
    const value = form.get(name);
    return typeof value === 'string' ? value.trim() : '';
  };
  const values = { points: text('points'), title: text('title'), content: text('content') };
  const problems: Partial<Record<ReviewField, ReviewProblem>> = {};
  const points = /^\d$/.test(values.points) ? Number(values.points) : Number.NaN;
  if (values.points === '') problems.points = 'blank';
  else if (!(points >= REVIEW_RULES.pointsMin && points <= REVIEW_RULES.pointsMax))
    problems.points = 'outOfRange';
  const title = textProblem(values.title, REVIEW_RULES.titleMin);
  if (title) problems.title = title;
  const content = textProblem(values.content, REVIEW_RULES.contentMin, REVIEW_RULES.contentMax);
  if (content) problems.content = content;
  if (Object.keys(problems).length > 0) return { kind: 'invalid', problems, values };
  return { kind: 'valid', review: { points, title: values.title, content: values.content } };
}
