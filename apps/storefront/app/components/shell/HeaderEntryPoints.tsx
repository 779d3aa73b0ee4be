import { IconBag, IconHeart, type IconProps } from '@beautyshop/ui';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { HeaderCount } from '../../cart/HeaderCount';
import type { MessageKey } from '../../i18n/messages';
import { localePath } from '../../locale/fromPath';
import { useLocale, useTranslate } from '../../locale/useLocale';
import { AccountEntry } from './AccountEntry';
import styles from './HeaderEntryPoints.module.css';
import icon from './iconLink.module.css';

/** Spec 2.2 routes of the header's entry points (their pages arrive with the account and checkout issues). */
const ENTRY_POINTS: readonly { path: string; label: MessageKey; Icon: ComponentType<IconProps> }[] = [
  { path: '/wishlist', label: 'header.wishlist', Icon: IconHeart },
  { path: '/checkout/cart', label: 'header.cart', Icon: IconBag },
];

/**
 * Account (the login flyout, issue 16), wishlist and cart as 44 px icon links named by visually hidden text.
 */
export function HeaderEntryPoints() {
  const t = useTranslate();
  const { locale } = useLocale();
  return (
    <ul className={styles.entryPoints}>
      <li>
        <AccountEntry />
      </li>
      {ENTRY_POINTS.map(({ path, label, Icon }) => (
        <li key={path}>
          {/* No prefetch: these pages show the shopper's own data and are never cached, so loading them ahead
              would cost a private Store API round for every page view. */}
          <Link to={localePath(path, locale)} prefetch="none" className={icon.iconLink} title={t(label)}>
            <Icon size={22} />
            <span className="visually-hidden">{t(label)}</span>
            {path === '/checkout/cart' || path === '/wishlist' ? (
              <HeaderCount of={path === '/wishlist' ? 'wishlist' : 'cart'} />
            ) : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}
