import { useTranslate } from '../../locale/useLocale';
import styles from './FooterNewsletter.module.css';
import { LazyFooterNewsletterForm } from './LazyFooterNewsletterForm';

/**
 * The footer's newsletter sign-up: its heading, the form (an island), and what the shop does with the address.
 * The notice is plain text, styled by the section's stylesheet: the footer links the privacy page right below.
 */
export function FooterNewsletter() {
  const t = useTranslate();
  return (
    <section className={styles.newsletter} aria-labelledby="footer-newsletter">
      <h2 id="footer-newsletter" className={styles.heading}>
        {t('newsletter.footerTitle')}
      </h2>
      <LazyFooterNewsletterForm labelledBy="footer-newsletter" />
      <p>{t('newsletter.privacyNotice')}</p>
    </section>
  );
}
