import { useTranslate } from '../../locale/useLocale';
import styles from './SocialLoginLink.module.css';

/**
 * 'Log in with Sandbox ID': a plain link (a full page load), because the shop's /social-login answers with a
 * redirect to the provider's own site. Absent when no provider is configured.
 */
export function SocialLoginLink({ href }: { href: string | undefined }) {
  const t = useTranslate();
  if (href === undefined) return null;
  return (
    <a href={href} className={styles.social} data-discover="false">
      {t('account.login.social')}
    </a>
  );
}
