import { NewsletterForm } from '@beautyshop/ui';
import { localePath } from '../../locale/fromPath';
import { useLocale, useTranslate } from '../../locale/useLocale';
import { validationLabels } from './validationLabels';

/**
 * The footer's sign-up form: a plain form posting to the newsletter page, which answers it (the footer is on pages
 * a shared cache holds, so it shows no outcome itself). Its checks on leaving the field speak the page's language.
 */
export function FooterNewsletterForm({ labelledBy }: { labelledBy: string }) {
  const t = useTranslate();
  const { locale } = useLocale();
  return (
    <NewsletterForm
      action={localePath('/newsletter', locale)}
      layout="inline"
      labelledBy={labelledBy}
      labels={{ email: t('newsletter.email'), submit: t('newsletter.subscribe') }}
      validationLabels={validationLabels(t)}
    />
  );
}
