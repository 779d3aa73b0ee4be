import type { FormNotice } from '@beautyshop/ui';
import { AccountFlyout, IconUser } from '@beautyshop/ui';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useFetcher, useLocation } from 'react-router';
import { localePath } from '../../locale/fromPath';
import { useLocale, useTranslate } from '../../locale/useLocale';
import { usePreloadWhenIdle } from '../usePreloadWhenIdle';
import styles from './AccountEntry.module.css';
import icon from './iconLink.module.css';
import { useCustomerLoggedIn } from './useCustomerLoggedIn';

// The flyout shows the form only once opened: its form, validation and texts stay out of every page's first load.
const loadLoginForm = () => import('./HeaderLoginForm');
const HeaderLoginForm = lazy(loadLoginForm);

interface LoginAnswer {
  email?: string;
  notice?: FormNotice;
}

/**
 * The header's account entry point (issue 16). Logged in, it links the account. Otherwise it opens the login in a
 * flyout (a modal on phones) that posts to the login page's action, so the page's rules hold (one message for
 * every refusal, the wait of a 429); without JavaScript it is the link to the login page. A successful login
 * redirects back to this page, the loaders run again, and the header shows the customer as logged in.
 */
export function AccountEntry() {
  const t = useTranslate();
  const { locale } = useLocale();
  const location = useLocation();
  const loggedIn = useCustomerLoggedIn();
  const fetcher = useFetcher<LoginAnswer>({ key: 'header-login' });
  const [open, setOpen] = useState(false);
  // A login (or any navigation) ends the flyout.
  // biome-ignore lint/correctness/useExhaustiveDependencies: closing follows the page and the login state.
  useEffect(() => setOpen(false), [location.key, loggedIn]);
  usePreloadWhenIdle(loadLoginForm);
  if (loggedIn) {
    return (
      <Link
        to={localePath('/account', locale)}
        prefetch="none"
        className={icon.iconLink}
        title={t('header.accountLoggedIn')}
      >
        <IconUser size={22} />
        <span className="visually-hidden">{t('header.accountLoggedIn')}</span>
        <span className={styles.loggedIn} aria-hidden="true" />
      </Link>
    );
  }
  const here = `${location.pathname}${location.search}`;
  const answer = fetcher.state === 'idle' ? fetcher.data : undefined;
  return (
    <AccountFlyout
      href={`${localePath('/login', locale)}?${new URLSearchParams({ redirectTo: here })}`}
      label={t('header.account')}
      icon={<IconUser size={22} />}
      title={t('account.login.title')}
      closeLabel={t('header.loginClose')}
      open={open}
      onOpenChange={setOpen}
      triggerClassName={icon.iconLink}
    >
      <Suspense fallback={null}>
        <HeaderLoginForm
          redirectTo={here}
          email={answer?.email}
          notice={answer?.notice}
          submitting={fetcher.state === 'submitting'}
          formAs={fetcher.Form}
        />
      </Suspense>
    </AccountFlyout>
  );
}
