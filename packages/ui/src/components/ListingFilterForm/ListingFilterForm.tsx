import type { ComponentType, FormEvent, ReactNode } from 'react';
import { cx } from '../../internal/cx';
import { Button } from '../Button/Button';
import { Checkbox } from '../Checkbox/Checkbox';
import { Link } from '../Link/Link';
import type { LinkComponent } from '../Link/LinkProvider';
import { RatingFilter } from '../RatingFilter/RatingFilter';
import { Select } from '../Select/Select';
import { TextField } from '../TextField/TextField';
import styles from './ListingFilterForm.module.css';

/** One choice of a filter (a brand, a property value), marked when the URL selected it. */
export interface FilterChoice {
  id: string;
  label: string;
  selected: boolean;
}

/** The filter choices a listing offers (from Shopware's aggregations). */
export interface ListingFilterFacets {
  manufacturers: readonly FilterChoice[];
  propertyGroups: readonly { id: string; label: string; options: readonly FilterChoice[] }[];
}

/** The URL's filter state, shown as the form's initial values. */
export interface ListingFilterValues {
  'min-price'?: number | undefined;
  'max-price'?: number | undefined;
  rating?: number | undefined;
  'shipping-free': boolean;
}

export interface ListingFilterFormLabels {
  filters: string;
  sort: string;
  manufacturer: string;
  price: string;
  priceMin: string;
  priceMax: string;
  rating: string;
  /** The rating filter's first choice: no minimum ('All ratings'). */
  any: string;
  /** `{n}` stars or more: 'from {n} stars'. */
  ratingAtLeast: string;
  /** One star or more, where the language needs the singular: 'from 1 star'. */
  ratingAtLeastOne?: string;
  freeShipping: string;
  apply: string;
  reset: string;
}

/** What the injected form component receives (e.g. React Router's `Form`, which submits as a navigation). */
export interface FilterFormComponentProps {
  method: 'get';
  action: string;
  className: string;
  'aria-label': string;
  onSubmit?: ((event: FormEvent<HTMLFormElement>) => void) | undefined;
  children: ReactNode;
}

export interface ListingFilterFormProps {
  /** The listing's first page (filters restart at page 1); the reset link goes there too. */
  action: string;
  facets: ListingFilterFacets;
  values: ListingFilterValues;
  /** The sorting in effect. */
  sorting: string | undefined;
  sortings: readonly { key: string; label: string }[];
  labels?: ListingFilterFormLabels;
  /** `sheet` inside a bottom sheet keeps the buttons in reach at its bottom. */
  layout?: 'column' | 'sheet';
  /** Called as the shopper applies or resets the filters. */
  onApply?: (() => void) | undefined;
  /** The form element; a plain `<form>` by default. */
  formAs?: ComponentType<FilterFormComponentProps> | 'form';
  /** The reset link; `LinkProvider`'s by default. */
  linkAs?: LinkComponent;
}

const defaultLabels: ListingFilterFormLabels = {
  filters: 'Filters',
  sort: 'Sort by',
  manufacturer: 'Brand',
  price: 'Price',
  priceMin: 'Minimum price',
  priceMax: 'Maximum price',
  rating: 'Rating',
  any: 'All ratings',
  ratingAtLeast: 'from {n} stars',
  ratingAtLeastOne: 'from 1 star',
  freeShipping: 'Free shipping',
  apply: 'Apply',
  reset: 'Reset filters',
};

/**
 * Filters and sorting of a listing as one GET form: the state lives in the URL, the back button works and it
 * works without JavaScript. Changes apply with the button, not on every click, so each applied selection is one
 * history entry. Multi-value filters repeat their name (`manufacturer=a&manufacturer=b`); the shop joins them.
 */
export function ListingFilterForm({
  action,
  facets,
  values,
  sorting,
  sortings,
  labels = defaultLabels,
  layout = 'column',
  onApply,
  formAs: Form = 'form',
  linkAs,
}: ListingFilterFormProps) {
  return (
    <Form
      method="get"
      action={action}
      className={cx(styles.form)}
      aria-label={labels.filters}
      onSubmit={onApply}
    >
      <Select
        label={labels.sort}
        name="order"
        defaultValue={sorting}
        options={sortings.map((option) => ({ value: option.key, label: option.label }))}
      />
      {facets.manufacturers.length > 0 ? (
        <fieldset className={styles.group}>
          <legend>{labels.manufacturer}</legend>
          <div className={styles.options}>
            {facets.manufacturers.map((option) => (
              <Checkbox
                key={option.id}
                name="manufacturer"
                value={option.id}
                defaultChecked={option.selected}
                label={option.label}
              />
            ))}
          </div>
        </fieldset>
      ) : null}
      {facets.propertyGroups.map((group) => (
        <fieldset key={group.id} className={styles.group}>
          <legend>{group.label}</legend>
          <div className={styles.options}>
            {group.options.map((option) => (
              <Checkbox
                key={option.id}
                name="properties"
                value={option.id}
                defaultChecked={option.selected}
                label={option.label}
              />
            ))}
          </div>
        </fieldset>
      ))}
      <fieldset className={styles.group}>
        <legend>{labels.price}</legend>
        <div className={styles.prices}>
          <TextField
            label={labels.priceMin}
            type="number"
            name="min-price"
            min={0}
            step="any"
            inputMode="decimal"
            defaultValue={values['min-price']}
          />
          <TextField
            label={labels.priceMax}
            type="number"
            name="max-price"
            min={0}
            step="any"
            inputMode="decimal"
            defaultValue={values['max-price']}
          />
        </div>
      </fieldset>
      <RatingFilter
        legend={labels.rating}
        name="rating"
        defaultValue={values.rating}
        labels={{ any: labels.any, atLeast: labels.ratingAtLeast, atLeastOne: labels.ratingAtLeastOne }}
      />
      <Checkbox
        name="shipping-free"
        value="1"
        defaultChecked={values['shipping-free']}
        label={labels.freeShipping}
      />
      <div className={cx(styles.actions, layout === 'sheet' && styles.sheetActions)}>
        <Button type="submit">{labels.apply}</Button>
        <Link href={action} as={linkAs} variant="standalone" onClick={onApply}>
          {labels.reset}
        </Link>
      </div>
    </Form>
  );
}
