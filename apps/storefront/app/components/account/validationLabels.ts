import type { ValidationLabels } from '@beautyshop/ui';
import type { Translate } from '../../i18n/translate';

/**
 * The ui forms' inline validation texts in the page's language. A module of its own (accountLabels re-exports it):
 * the product page's review form needs these four texts, not every account form's labels.
 */
export const validationLabels = (t: Translate): ValidationLabels => ({
  required: t('account.validation.required'),
  email: t('account.validation.email'),
  tooShort: t('account.validation.tooShort'),
  mismatch: t('account.validation.mismatch'),
});
