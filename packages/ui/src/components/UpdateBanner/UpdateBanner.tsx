import { IconClose } from '../../icons/icons';
import { cx } from '../../internal/cx';
import { Button } from '../Button/Button';
import { IconButton } from '../IconButton/IconButton';
import styles from './UpdateBanner.module.css';

export interface UpdateBannerProps {
  /** Name of the banner region (e.g. 'Shop update'). */
  label: string;
  /** E.g. 'A new version of the shop is available.' */
  message: string;
  /** The reload button's text (e.g. 'Reload'). */
  reloadLabel: string;
  /** Loads the page again, so the shopper runs the new build. */
  onReload: () => void;
  /** The close button's accessible name (e.g. 'Later'). */
  dismissLabel: string;
  /** Hides the banner; the shopper keeps the running version until the next navigation that loads a page. */
  onDismiss: () => void;
  className?: string;
}

/**
 * A quiet card offering to reload once a new build of the shop is out (spec 4 build check). It never reloads on
 * its own: a shopper may be halfway through a form. The app announces it in a polite live region.
 */
export function UpdateBanner({
  label,
  message,
  reloadLabel,
  onReload,
  dismissLabel,
  onDismiss,
  className,
}: UpdateBannerProps) {
  return (
    <section aria-label={label} className={cx(styles.banner, className)}>
      <p className={styles.message}>{message}</p>
      <Button variant="secondary" onClick={onReload} className={styles.reload}>
        {reloadLabel}
      </Button>
      <IconButton
        label={dismissLabel}
        icon={<IconClose size={18} />}
        onClick={onDismiss}
        className={styles.dismiss}
      />
    </section>
  );
}
