import { useConsent } from '@beautyshop/tracking/react';
import { useTranslate } from '../locale/useLocale';
import styles from './ConsentSettingsLink.module.css';

/** The footer link that reopens the consent settings (a button: it opens a dialog, it goes nowhere). */
export function ConsentSettingsLink() {
  const t = useTranslate();
  const { tool } = useConsent();
  return (
    <button type="button" className={styles.link} onClick={() => tool?.openSettings()}>
      {t('consent.footerLink')}
    </button>
  );
}
