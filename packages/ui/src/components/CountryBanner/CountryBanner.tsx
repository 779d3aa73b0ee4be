import type { ReactNode } from 'react';
import { IconClose, IconGlobe } from '../../icons/icons';
import { cx } from '../../internal/cx';
import { IconButton } from '../IconButton/IconButton';
import { type LinkComponent, useLinkComponent } from '../Link/LinkProvider';
import styles from './CountryBanner.module.css';

export interface CountryBannerProps {
  /** Name of the banner region (e.g. 'Country suggestion'). */
  label: string;
  /** E.g. 'You seem to be in Switzerland. Prices and delivery differ there.' */
  message: ReactNode;
  /** Link to the suggested market's version of the current page. */
  actionHref: string;
  actionLabel: string;
  /** Hides the banner (the app remembers the choice). */
  onDismiss: () => void;
  dismissLabel: string;
  /** The link component; switching market is often a full page load, so apps may pass 'a' here. */
  as?: LinkComponent;
  className?: string;
}

/** A slim top banner suggesting the shopper's own market (spec 2.4: country banner). */
export function CountryBanner({
  label,
  message,
  actionHref,
  actionLabel,
  onDismiss,
  dismissLabel,
  as,
  className,
}: CountryBannerProps) {
  const provided = useLinkComponent();
  const LinkComponent = as ?? provided;
  return (
    <section aria-label={label} className={cx(styles.banner, className)}>
      <div className={styles.inner}>
        <IconGlobe className={styles.icon} />
        <p className={styles.message}>{message}</p>
        <LinkComponent href={actionHref} className={styles.action}>
          {actionLabel}
        </LinkComponent>
        <IconButton
          label={dismissLabel}
          icon={<IconClose size={18} />}
          onClick={onDismiss}
          className={styles.dismiss}
        />
      </div>
    </section>
  );
}
