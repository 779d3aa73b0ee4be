import type { ReactNode } from 'react';
import { type FieldErrors, type FormAs, FormFrame, type FormNotice } from '../FormFrame/FormFrame';
import { FormMessage } from '../FormFrame/FormMessage';
import type { ValidationLabels } from '../FormFrame/useInlineValidation';
import { RadioGroup } from '../RadioGroup/RadioGroup';
import { RatingStars } from '../RatingStars/RatingStars';
import { Textarea } from '../Textarea/Textarea';
import { TextField } from '../TextField/TextField';
import styles from './WriteReview.module.css';

/** The fields of the Store API's review route (`POST /product/{id}/review`) that the form sends. */
export type WriteReviewField = 'points' | 'title' | 'content';

/**
 * What the write-review panel shows: a login prompt for shoppers who are not logged in, the form (with the
 * refusals of the last submit), the thank-you after a saved review, or the note that this customer has already
 * reviewed the product (one review per product).
 */
export type WriteReviewState =
  | { kind: 'login'; loginHref: string }
  | {
      kind: 'form';
      values?: Partial<Record<WriteReviewField, string>>;
      errors?: FieldErrors<WriteReviewField>;
      notice?: FormNotice | undefined;
      submitting?: boolean;
    }
  | { kind: 'thanks' }
  | { kind: 'alreadyReviewed' };

export interface WriteReviewLabels {
  points: string;
  /** The accessible name of the choice of `count` stars. */
  star: (count: number) => string;
  title: string;
  content: string;
  contentHint: string;
  submit: string;
  loginText: string;
  loginLink: string;
  thanksTitle: string;
  thanksText: string;
  alreadyReviewed: string;
}

export interface WriteReviewProps {
  state: WriteReviewState;
  /** The product reviewed; posted as `productId`. */
  productId: string;
  /** The texts, translated by the app (`englishLabels.ts` has the English ones of the stories). */
  labels: WriteReviewLabels;
  /** Where the form posts; the current page when left out (the page's action answers it). */
  action?: string | undefined;
  formAs?: FormAs;
  /** The `intent` the page's action tells this form by. */
  intent?: string;
  /** Rendered around the login link (the app's router link); a plain anchor by default. */
  renderLink?: (href: string, children: ReactNode) => ReactNode;
  /** Id of the heading that names the form. */
  labelledBy?: string;
  /** The browser-side checks' messages (translated by the app). */
  validationLabels?: ValidationLabels;
}

const POINTS = [5, 4, 3, 2, 1] as const;

/** The body of the write-review modal (spec 2.4): a plain form that works without JavaScript, and its outcomes. */
export function WriteReview({
  state,
  productId,
  labels,
  action,
  formAs,
  intent = 'review',
  renderLink = (href, children) => <a href={href}>{children}</a>,
  labelledBy,
  validationLabels,
}: WriteReviewProps) {
  switch (state.kind) {
    case 'login':
      return (
        <p className={styles.prompt}>
          {labels.loginText} {renderLink(state.loginHref, labels.loginLink)}
        </p>
      );
    case 'thanks':
      return (
        <div role="status" className={styles.thanks}>
          <p className={styles.thanksTitle}>{labels.thanksTitle}</p>
          <p>{labels.thanksText}</p>
        </div>
      );
    case 'alreadyReviewed':
      return <FormMessage tone="info">{labels.alreadyReviewed}</FormMessage>;
    case 'form': {
      const { values = {}, errors = {}, notice, submitting = false } = state;
      return (
        <FormFrame
          action={action}
          intent={intent}
          labelledBy={labelledBy}
          submitLabel={labels.submit}
          state={submitting ? 'submitting' : 'idle'}
          notice={notice}
          formAs={formAs}
          validationLabels={validationLabels}
        >
          {(inline) => (
            <>
              <input type="hidden" name="productId" value={productId} />
              <RadioGroup
                legend={labels.points}
                name="points"
                required
                defaultValue={values.points}
                error={errors.points}
                options={POINTS.map((count) => ({
                  value: String(count),
                  label: <RatingStars size="sm" value={count} label={labels.star(count)} />,
                }))}
              />
              <TextField
                label={labels.title}
                name="title"
                required
                minLength={5}
                defaultValue={values.title}
                error={errors.title ?? inline.title}
              />
              <Textarea
                label={labels.content}
                name="content"
                required
                minLength={40}
                maxLength={5000}
                rows={6}
                hint={labels.contentHint}
                defaultValue={values.content}
                error={errors.content ?? inline.content}
              />
            </>
          )}
        </FormFrame>
      );
    }
  }
}
