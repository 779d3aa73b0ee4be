import { NewsletterForm } from '@beautyshop/ui';
import { localePath } from '../../locale/fromPath';
import { useLocale, useTranslate } from '../../locale/useLocale';
import styles from './FooterNewsletter.module.css';

/**
 * The footer's newsletter sign-up: a plain form posting to the newsletter page, which answers it (the footer is
 * on pages a shared cache holds, so it shows no outcome itself).
 */
export function FooterNewsletter() {
  const t = useTranslate();
  const { locale } = useLocale();
  return (
    <section className={styles.newsletter} aria-labelledby="footer-newsletter">
      <h2 id="footer-newsletter" className={styles.heading}>
        {t('newsletter.footerTitle')}
      </h2>
      <NewsletterForm
        action={localePath('/newsletter', locale)}
        layout="inline"
        labelledBy="footer-newsletter"
        labels={{ email: t('newsletter.email'), submit: t('newsletter.subscribe') }}
      />
    </section>
  );
}
