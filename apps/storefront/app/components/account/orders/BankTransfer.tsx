import { formatCurrency } from '@beautyshop/ui';
import { useLocale, useTranslate } from '../../../locale/useLocale';
import styles from './BankTransfer.module.css';

export interface BankTransferProps {
  /** The payment method's description: where the money goes (account/bankTransfer.ts). */
  account: string;
  total: number;
  currency: string;
  orderNumber: string;
  /** The heading's id, for a section it names. */
  headingId?: string;
  headingClassName?: string;
}

/** How to pay an order paid in advance: the amount, the order number as the reference, and the account. */
export function BankTransfer({
  account,
  total,
  currency,
  orderNumber,
  headingId,
  headingClassName,
}: BankTransferProps) {
  const t = useTranslate();
  const { tag } = useLocale();
  return (
    <div className={styles.transfer}>
      <h2 id={headingId} className={headingClassName}>
        {t('order.transfer.title')}
      </h2>
      <p>{t('order.transfer.text', { amount: formatCurrency(total, currency, tag), number: orderNumber })}</p>
      <p>{account}</p>
    </div>
  );
}
