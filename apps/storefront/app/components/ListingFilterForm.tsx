import type { ListingFacets, ListingParams } from '@beautyshop/catalogue';
import { Form, Link } from 'react-router';
import { useTranslate } from '../locale/useLocale';
import styles from './ListingFilterForm.module.css';

export interface ListingFilterFormProps {
  /** The listing's first page (filters restart at page 1). */
  action: string;
  facets: ListingFacets;
  params: ListingParams;
  sorting: string | undefined;
  sortings: readonly { key: string; label: string }[];
  /** `sheet` inside the mobile filter drawer keeps the buttons in reach at its bottom. */
  layout?: 'column' | 'sheet';
  /** Called as the shopper applies or resets the filters (the drawer closes so the updating grid is seen). */
  onApply?: (() => void) | undefined;
}

/**
 * Spec 4 and 5: filters and sorting as one GET form, so the state lives in the URL, the back button works and it
 * works without JavaScript (with it, React Router submits it as a client navigation that pushes a history entry).
 * Changes apply with the button, not on every click: one history entry per applied selection, the same
 * behaviour with and without JavaScript, and no request per checkbox while the shopper is still choosing.
 */
export function ListingFilterForm({
  action,
  facets,
  params,
  sorting,
  sortings,
  layout = 'column',
  onApply,
}: ListingFilterFormProps) {
  const t = useTranslate();
  return (
    <Form
      method="get"
      action={action}
      className={styles.form}
      aria-label={t('listing.filters')}
      onSubmit={onApply}
    >
      <label>
        {t('listing.sort')}{' '}
        <select name="order" defaultValue={sorting}>
          {sortings.map((option) => (
            <option key={option.key} value={option.key}>
              {option.label}
            </option>
          ))}
        </select>
      </label>
      {facets.manufacturers.length > 0 ? (
        <fieldset className={styles.group}>
          <legend>{t('listing.manufacturer')}</legend>
          <div className={styles.options}>
            {facets.manufacturers.map((option) => (
              <label key={option.id}>
                <input
                  type="checkbox"
                  name="manufacturer"
                  value={option.id}
                  defaultChecked={option.selected}
                />{' '}
                {option.label}
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      {facets.propertyGroups.map((group) => (
        <fieldset key={group.id} className={styles.group}>
          <legend>{group.label}</legend>
          <div className={styles.options}>
            {group.options.map((option) => (
              <label key={option.id}>
                <input type="checkbox" name="properties" value={option.id} defaultChecked={option.selected} />{' '}
                {option.label}
              </label>
            ))}
          </div>
        </fieldset>
      ))}
      <fieldset className={styles.group}>
        <legend>{t('listing.price')}</legend>
        <div className={styles.prices}>
          <label>
            <span className="visually-hidden">{t('listing.priceMin')}</span>
            <input
              type="number"
              name="min-price"
              min={0}
              step="any"
              inputMode="decimal"
              placeholder={t('listing.priceMin')}
              defaultValue={params['min-price']}
            />
          </label>
          <label>
            <span className="visually-hidden">{t('listing.priceMax')}</span>
            <input
              type="number"
              name="max-price"
              min={0}
              step="any"
              inputMode="decimal"
              placeholder={t('listing.priceMax')}
              defaultValue={params['max-price']}
            />
          </label>
        </div>
      </fieldset>
      <fieldset className={styles.group}>
        <legend>{t('listing.rating')}</legend>
        <select name="rating" defaultValue={params.rating ?? ''} aria-label={t('listing.rating')}>
          <option value="">{t('listing.any')}</option>
          {[4, 3, 2, 1].map((stars) => (
            <option key={stars} value={stars}>
              {t('listing.ratingAtLeast', { n: stars })}
            </option>
          ))}
        </select>
      </fieldset>
      <label>
        <input type="checkbox" name="shipping-free" value="1" defaultChecked={params['shipping-free']} />{' '}
        {t('listing.freeShipping')}
      </label>
      <div className={layout === 'sheet' ? `${styles.actions} ${styles.sheetActions}` : styles.actions}>
        <button type="submit">{t('listing.apply')}</button>
        <Link to={action} onClick={onApply}>
          {t('listing.reset')}
        </Link>
      </div>
    </Form>
  );
}
