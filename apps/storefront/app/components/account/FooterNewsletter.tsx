import { useTranslate } from '../../locale/useLocale';
import styles from './FooterNewsletter.module.css';
import { LazyFooterNewsletterForm } from './LazyFooterNewsletterForm';

/** The footer's newsletter sign-up: its heading and the form (an island). */
export function FooterNewsletter() {
  const t = useTranslate();
  return (
    <section className={styles.newsletter} aria-labelledby="footer-newsletter">
      <h2 id="footer-newsletter" className={styles.heading}>
        {t('newsletter.footerTitle')}
      </h2>
      <LazyFooterNewsletterForm labelledBy="footer-newsletter" />
    </section>
  );
}
