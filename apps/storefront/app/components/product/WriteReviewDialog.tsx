import { Button, Modal, useHydrated, WriteReview, type WriteReviewState } from '@beautyshop/ui';
import { useEffect, useId, useState } from 'react';
import { Form, Link, useActionData, useLocation, useNavigation } from 'react-router';
import { localePath } from '../../locale/fromPath';
import { useLocale, useTranslate } from '../../locale/useLocale';
import { loginHref } from '../../request/returnPath';
import { REVIEW_FORM_ANCHOR } from '../../reviews/reviewAnchor';
import { type ReviewOutcome, reviewOutcomeOf } from '../../reviews/reviewOutcome';
import { validationLabels } from '../account/validationLabels';
import { useCustomerLoggedIn } from '../shell/useCustomerLoggedIn';
import styles from './ProductReviews.module.css';

function stateOf(
  outcome: ReviewOutcome | undefined,
  alreadyReviewed: boolean,
  loggedIn: boolean,
  login: string,
  submitting: boolean,
): WriteReviewState {
  if (outcome?.kind === 'thanks' || outcome?.kind === 'alreadyReviewed') return { kind: outcome.kind };
  if (outcome?.kind === 'login' || !loggedIn) return { kind: 'login', loginHref: login };
  if (alreadyReviewed) return { kind: 'alreadyReviewed' };
  if (outcome?.kind === 'refused') {
    const { values, errors, notice } = outcome;
    return { kind: 'form', values, errors, notice, submitting };
  }
  return { kind: 'form', submitting };
}

/**
 * The write-review modal (spec 2.4). A `<details>` panel without JavaScript (and until hydration): its summary
 * opens the form in place, the form posts to the page itself, and the page answers with the panel open on its
 * outcome. With JavaScript a button opens it in a native `<dialog>` (the ui package's Modal) instead. Logged-in customers get the form, others a
 * login prompt that brings them back here.
 */
export function WriteReviewDialog({
  productId,
  alreadyReviewed = false,
}: {
  productId: string;
  /** The list shows this customer's own review (waiting for moderation): one review per product. */
  alreadyReviewed?: boolean;
}) {
  const t = useTranslate();
  const { locale } = useLocale();
  const location = useLocation();
  const hydrated = useHydrated();
  const loggedIn = useCustomerLoggedIn();
  const navigation = useNavigation();
  const outcome = reviewOutcomeOf(useActionData());
  const [open, setOpen] = useState(false);
  const headingId = useId();
  // A new answer of the action (thanks, refusals) shows in the dialog.
  useEffect(() => {
    if (outcome !== undefined) setOpen(true);
  }, [outcome]);

  const here = `${location.pathname}${location.search}`;
  const login = loginHref(localePath('/login', locale), `${here}#${REVIEW_FORM_ANCHOR}`);
  const submitting = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'review';
  const panel = (
    <WriteReview
      state={stateOf(outcome, alreadyReviewed, loggedIn, login, submitting)}
      productId={productId}
      action={`${here}#${REVIEW_FORM_ANCHOR}`}
      formAs={Form}
      labelledBy={headingId}
      validationLabels={validationLabels(t)}
      renderLink={(href, children) => <Link to={href}>{children}</Link>}
      labels={{
        points: t('reviews.form.points'),
        star: (count) => t('reviews.form.star', { count }),
        title: t('reviews.form.title'),
        content: t('reviews.form.content'),
        contentHint: t('reviews.form.contentHint'),
        submit: t('reviews.form.submit'),
        loginText: t('reviews.login.text'),
        loginLink: t('reviews.login.link'),
        thanksTitle: t('reviews.thanks.title'),
        thanksText: t('reviews.thanks.text'),
        alreadyReviewed: t('reviews.already'),
      }}
    />
  );
  if (!hydrated) {
    return (
      <details id={REVIEW_FORM_ANCHOR} className={styles.write} open={outcome !== undefined}>
        <summary className={styles.writeToggle}>{t('reviews.write')}</summary>
        <div className={styles.writePanel}>
          <h3 id={headingId} className={styles.writeHeading}>
            {t('reviews.form.heading')}
          </h3>
          {panel}
        </div>
      </details>
    );
  }
  return (
    <div id={REVIEW_FORM_ANCHOR} className={styles.write}>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t('reviews.write')}
      </Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={t('reviews.form.heading')}
        closeLabel={t('reviews.form.close')}
      >
        {panel}
      </Modal>
    </div>
  );
}
