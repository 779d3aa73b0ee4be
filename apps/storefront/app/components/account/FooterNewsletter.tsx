import { useMatches } from 'react-router';
import { routeNameOf } from '../../locale/routeId';
import { useTranslate } from '../../locale/useLocale';
import styles from './FooterNewsletter.module.css';
import { LazyFooterNewsletterForm } from './LazyFooterNewsletterForm';

/**
 * The footer's newsletter sign-up: its heading, the form (an island), and what the shop does with the address.
 * The notice names the privacy policy in plain text (the newsletter page links it, components/legal/LegalText.tsx):
 * the footer links the privacy page right below, and a link here would bring the legal texts' code into the frame
 * every page loads. It is styled by the section's stylesheet.
 */
export function FooterNewsletter() {
  const t = useTranslate();
  const matches = useMatches();
  // The newsletter page (routeTable.ts) has the same form as its content, under every address it answers at.
  if (routeNameOf(matches.at(-1)?.id ?? '') === 'newsletter') return null;
  return (
    <section className={styles.newsletter} aria-labelledby="footer-newsletter">
      <h2 id="footer-newsletter" className={styles.heading}>
        {t('newsletter.footerTitle')}
      </h2>
      <LazyFooterNewsletterForm labelledBy="footer-newsletter" />
      <p>{t('newsletter.privacyNotice', { privacy: t('legal.privacyLink') })}</p>
    </section>
  );
}
