import { Link } from '../Link/Link';
import styles from './AccountNavigation.module.css';

export interface AccountNavigationItem {
  href: string;
  label: string;
  /** The page being shown (`aria-current="page"`). */
  current: boolean;
}

export interface AccountNavigationProps {
  /** Accessible name of the navigation landmark. */
  label: string;
  items: readonly AccountNavigationItem[];
  /** The logout button (a form posting to the logout action). */
  logout?: React.ReactNode;
}

/** The account area's pages: overview, personal data, addresses, payment, orders. */
export function AccountNavigation({ label, items, logout }: AccountNavigationProps) {
  return (
    <nav aria-label={label} className={styles.navigation}>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.href}>
            <Link href={item.href} className={styles.link} aria-current={item.current ? 'page' : undefined}>
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
      {logout}
    </nav>
  );
}
