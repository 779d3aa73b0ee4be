import { useConsent } from '@beautyshop/tracking/react';
import { useEffect, useState } from 'react';
import { useTranslate } from '../locale/useLocale';
import styles from './ConsentSettingsLink.module.css';

/**
 * The footer link that reopens the consent settings (a button: it opens a dialog, it goes nowhere). The consent
 * runtime arrives just after hydration; a click before that is kept and opens the settings once it is there,
 * instead of doing nothing.
 */
export function ConsentSettingsLink() {
  const t = useTranslate();
  const { tool } = useConsent();
  const [asked, setAsked] = useState(false);
  useEffect(() => {
    if (!asked || tool === undefined) return;
    setAsked(false);
    tool.openSettings();
  }, [asked, tool]);
  return (
    <button
      type="button"
      className={styles.link}
      onClick={() => (tool === undefined ? setAsked(true) : tool.openSettings())}
    >
      {t('consent.footerLink')}
    </button>
  );
}
