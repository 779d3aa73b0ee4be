import { useLocale, useTranslate } from '../locale/useLocale';
import styles from './WalletButtons.module.css';
import { WALLET_NAMES, WALLETS, walletInitPath } from './wallets';

/**
 * Spec 2.4 express checkout: one plain form per wallet posting to its checkout-init route, so the buttons work
 * without JavaScript; the action answers with the wallet's page. The button shows the wallet's name (as the
 * wallets' own buttons do) and is named "Express checkout with …" for assistive technology, which contains the
 * visible text (WCAG 2.5.3).
 */
export function WalletButtons() {
  const t = useTranslate();
  const { locale } = useLocale();
  return (
    <fieldset className={styles.wallets}>
      <legend className={styles.legend}>{t('wallet.express')}</legend>
      <div className={styles.buttons}>
        {WALLETS.map((wallet) => (
          <form key={wallet} method="post" action={walletInitPath(wallet, locale)} className={styles.form}>
            <button
              type="submit"
              className={styles.button}
              data-wallet={wallet}
              aria-label={t('wallet.payWith', { wallet: WALLET_NAMES[wallet] })}
            >
              {WALLET_NAMES[wallet]}
            </button>
          </form>
        ))}
      </div>
    </fieldset>
  );
}
