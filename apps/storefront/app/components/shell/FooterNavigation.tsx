import { MenuLink } from '@beautyshop/ui';
import { useLocation } from 'react-router';
import type { FooterGroup } from '../../links/navigationTree';
import { ShopLink } from '../ShopLink';
import styles from './FooterNavigation.module.css';

export interface FooterNavigationProps {
  /** Columns of the `footer-navigation` alias. */
  groups: readonly FooterGroup[];
  /** Name of the navigation landmark (e.g. 'Footer navigation'). */
  label: string;
}

/** The footer's link columns, each headed by its first-level entry. */
export function FooterNavigation({ groups, label }: FooterNavigationProps) {
  const { pathname } = useLocation();
  return (
    <nav aria-label={label} className={styles.footerNavigation}>
      {groups.map((group) => (
        <div key={group.id} className={styles.group}>
          {group.heading ? (
            <h2 className={styles.heading}>
              <MenuLink
                node={group.heading}
                currentPath={pathname}
                className={styles.headingLink}
                linkAs={ShopLink}
              />
            </h2>
          ) : null}
          <ul className={styles.links}>
            {group.links.map((link) => (
              <li key={link.id}>
                <MenuLink node={link} currentPath={pathname} className={styles.link} linkAs={ShopLink} />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
