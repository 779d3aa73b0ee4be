import type { OrderReturnLineInput } from '@beautyshop/store-api-client';
import { FormFrame, type FormNotice, formatCurrency, Link, Select } from '@beautyshop/ui';
import { Form, useNavigation } from 'react-router';
import { orderPath } from '../../../account/orderPaths';
import { returnQuantityField, returnReasonField } from '../../../account/returnForm';
import { useLocale, useTranslate } from '../../../locale/useLocale';
import type { ReturnPageView } from '../../../views/orderViews';
import styles from './Orders.module.css';

/**
 * The return page's form: per goods line a quantity (0 leaves it out) and a reason. `chosen` are the lines of a
 * refused request, shown again as they were sent.
 */
export function ReturnForm({
  page,
  notice,
  chosen = [],
}: {
  page: ReturnPageView;
  notice: FormNotice | undefined;
  chosen?: readonly OrderReturnLineInput[] | undefined;
}) {
  const t = useTranslate();
  const { locale, tag } = useLocale();
  const navigation = useNavigation();
  const { order, reasons } = page;
  return (
    <>
      <p>
        <Link variant="subtle" href={orderPath(locale, page.segment)}>
          {t('account.return.backToOrder')}
        </Link>
      </p>
      <h1 id="return-title">{t('account.return.title')}</h1>
      <p>{t('account.return.intro', { number: order.orderNumber })}</p>
      <FormFrame
        labelledBy="return-title"
        submitLabel={t('account.return.submit')}
        state={navigation.state === 'submitting' ? 'submitting' : 'idle'}
        notice={notice}
        formAs={Form}
      >
        {() => (
          <ul className={styles.returnLines}>
            {order.lines.map((line) => {
              const sent = chosen.find((entry) => entry.orderLineItemId === line.id);
              return (
                <li key={line.id} className={styles.card}>
                  <p className={styles.cardTitle}>{line.label}</p>
                  <p className={styles.muted}>
                    {t('account.return.ordered', { n: line.quantity })} ·{' '}
                    {line.returnableQuantity < line.quantity
                      ? `${t('account.return.alreadyReturned', { n: line.quantity - line.returnableQuantity })} · `
                      : null}
                    {formatCurrency(line.unitPrice, order.currency, tag)}
                  </p>
                  <div className={styles.returnFields}>
                    <Select
                      label={t('account.return.quantity')}
                      name={returnQuantityField(line.id)}
                      defaultValue={String(sent?.quantity ?? 0)}
                      options={Array.from({ length: line.returnableQuantity + 1 }, (_, quantity) => ({
                        value: String(quantity),
                        label: String(quantity),
                      }))}
                    />
                    <Select
                      label={t('account.return.reason')}
                      name={returnReasonField(line.id)}
                      defaultValue={sent?.reasonId ?? reasons.at(-1)?.id}
                      options={reasons.map((reason) => ({ value: reason.id, label: reason.label }))}
                    />
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </FormFrame>
    </>
  );
}
