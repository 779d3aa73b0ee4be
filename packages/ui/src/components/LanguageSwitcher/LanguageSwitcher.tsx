import { IconChevronDown, IconGlobe } from '../../icons/icons';
import { cx } from '../../internal/cx';
import { type LinkComponent, useLinkComponent } from '../Link/LinkProvider';
import styles from './LanguageSwitcher.module.css';

export interface LanguageOption {
  /** Locale code, e.g. 'fr-ch'. */
  locale: string;
  /** Name in its own language, e.g. 'Français (Suisse)'. */
  label: string;
  /** The current page in that locale, built by the app. */
  href: string;
  current?: boolean;
}

export interface LanguageSwitcherProps {
  /** Name of the navigation (e.g. 'Language and country'). */
  label: string;
  options: readonly LanguageOption[];
  /** `list` for the footer; `disclosure` for the header (a button that reveals the list). */
  variant?: 'list' | 'disclosure';
  /** The link component; locale switches are often full page loads, so apps may pass 'a'. */
  as?: LinkComponent;
  className?: string;
}

/** Links to the current page in every locale; each names itself in its language (`lang`, `hrefLang`). */
export function LanguageSwitcher({ label, options, variant = 'list', as, className }: LanguageSwitcherProps) {
  const provided = useLinkComponent();
  const LinkComponent = as ?? provided;
  const current = options.find((option) => option.current);
  const list = (
    <ul className={styles.list}>
      {options.map((option) => (
        <li key={option.locale}>
          <LinkComponent
            href={option.href}
            hrefLang={option.locale}
            lang={option.locale}
            aria-current={option.current ? 'true' : undefined}
            className={cx(styles.link, option.current && styles.current)}
          >
            {option.label}
          </LinkComponent>
        </li>
      ))}
    </ul>
  );
  if (variant === 'list') {
    return (
      <nav aria-label={label} className={cx(styles.switcher, className)}>
        {list}
      </nav>
    );
  }
  // <details> is a disclosure that works before hydration and without JavaScript.
  return (
    <nav aria-label={label} className={cx(styles.switcher, styles.disclosure, className)}>
      <details className={styles.details}>
        <summary className={styles.summary}>
          <IconGlobe />
          <span lang={current?.locale}>{current?.label ?? label}</span>
          <IconChevronDown size={16} className={styles.chevron} />
        </summary>
        <div className={styles.popover}>{list}</div>
      </details>
    </nav>
  );
}
