import {
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  useEffect,
  useId,
  useReducer,
  useRef,
  useState,
} from 'react';
import { formatCurrency } from '../../format/formatCurrency';
import { useHydrated } from '../../hydration/useHydrated';
import { IconChevronRight, IconSearch } from '../../icons';
import a11y from '../../internal/a11y.module.css';
import { cx } from '../../internal/cx';
import { fill } from '../../internal/template';
import { Price, type PriceLabels } from '../Price/Price';
import { activeOption, COMBOBOX_CLOSED, comboboxTransition } from './comboboxState';
import styles from './SearchCombobox.module.css';

/** A product's price as the suggestion shows it (the tile's figures; the currency is the shop's). */
export interface SearchSuggestionPrice {
  unitPrice: number;
  listPrice?: number | undefined;
  percentage?: number | undefined;
  hasRange?: boolean | undefined;
  /** The lowest price of the last 30 days, beside a reduced price (EU price rules); shown with `lowestPrice30Days`. */
  lowestPrice30Days?: number | undefined;
}

/**
 * One option of the list: a frequently searched term, a product matching the typed term, or the way to all the
 * term's results (after the products, when there are more than the list shows; needs `labels.showAll`).
 */
export type SearchSuggestion =
  | { kind: 'term'; term: string; href: string }
  | { kind: 'all'; total: number; href: string }
  | {
      kind: 'product';
      id: string;
      name: string;
      href: string;
      /** A small thumbnail (shown at 48 px); decorative, the name says what it is. */
      imageUrl?: string | undefined;
      price: SearchSuggestionPrice;
    };

/** Where the suggestions are: none asked for yet, on their way, or here (possibly none). */
export type SearchSuggestionStatus = 'idle' | 'loading' | 'ready';

/** Texts of the search box, translated by the app; `{count}` is filled in. */
export interface SearchComboboxLabels {
  /** The field's label (read by screen readers, not shown). */
  field: string;
  placeholder: string;
  submit: string;
  /** Heading of the frequently searched terms. */
  terms: string;
  /** Heading of the matching products. */
  products: string;
  /** Live announcement of one option, e.g. '{count} Vorschlag'. */
  countOne: string;
  /** Live announcement of several options, e.g. '{count} Vorschläge'. */
  countOther: string;
  /** Shown and announced when the term finds no suggestion. */
  noSuggestions: string;
  /** Shown while the first suggestions are on their way. */
  loading: string;
  /** Beside a reduced price, its lowest price of the last 30 days; `{price}` is the formatted price. */
  lowestPrice30Days?: string;
  /** The option that leads to every result of the term, e.g. 'Alle {count} Ergebnisse anzeigen'. */
  showAll?: string;
}

export interface SearchComboboxProps {
  /** The search page the form submits to with GET, with or without JavaScript. */
  action: string;
  /** The field's id (for the page's own label or skip links). */
  id: string;
  /** The query parameter of the term. */
  name?: string;
  defaultValue?: string;
  suggestions: readonly SearchSuggestion[];
  status: SearchSuggestionStatus;
  /** ISO 4217 code of the shop's currency, for the product prices. */
  currency: string;
  /** The page locale, e.g. 'de-ch'. */
  locale: string;
  labels: SearchComboboxLabels;
  priceLabels?: Partial<PriceLabels>;
  /**
   * One line under the products, for all their prices (e.g. 'Alle Preise inkl. MwSt., zzgl. Versand' with a link):
   * a notice per option would crowd the list. It sits outside the listbox (options hold no links); pressing it
   * keeps focus in the field, so the list stays open until its link is followed.
   */
  priceNotice?: ReactNode;
  /** Every change of the term, typed or cleared with Escape (the app fetches its suggestions). */
  onTermChange?: (term: string) => void;
  /** The field got focus (the app may start loading its suggestion source). */
  onFocus?: () => void;
  /** Follows a chosen option's link; the app passes its router's navigate. Default: a full page load. */
  onNavigate?: (href: string) => void;
  className?: string;
}

const followLink = (href: string) => window.location.assign(href);

/**
 * The header's search: a plain GET form that, once hydrated, is a WAI-ARIA 1.2 combobox whose listbox offers the
 * frequently searched terms (empty field) or matching products with image and price. Focus stays in the field;
 * the arrow keys move the active option, Enter follows it, Escape closes the list and a second Escape clears.
 */
export function SearchCombobox({
  action,
  id,
  name = 'search',
  defaultValue = '',
  suggestions,
  status,
  currency,
  locale,
  labels,
  priceLabels,
  priceNotice,
  onTermChange,
  onFocus,
  onNavigate = followLink,
  className,
}: SearchComboboxProps) {
  const hydrated = useHydrated();
  const baseId = useId();
  const listId = `${baseId}-list`;
  const labelId = `${baseId}-label`;
  const optionId = (index: number) => `${baseId}-option-${index}`;
  const input = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState(defaultValue);
  const [state, dispatch] = useReducer(comboboxTransition, COMBOBOX_CLOSED);
  // Terms first, then products: the order of the groups is the order the arrow keys walk.
  const terms = suggestions.filter((suggestion) => suggestion.kind === 'term');
  const products = suggestions.filter((suggestion) => suggestion.kind === 'product');
  // The way to all results closes the products' group; without a text for it, or without products, there is none.
  const all =
    labels.showAll && products.length > 0
      ? suggestions.filter((suggestion) => suggestion.kind === 'all')
      : [];
  const options: readonly SearchSuggestion[] = [...terms, ...products, ...all.slice(0, 1)];
  const count = options.length;
  const open = state.status === 'open';
  const expanded = open && count > 0;
  const active = expanded ? activeOption(state, count) : null;
  const empty = open && status === 'ready' && count === 0 && value.trim() !== '';
  const waiting = open && status === 'loading' && count === 0;

  // A term typed before hydration is the shopper's, not the server's empty value: adopt it once. A field that
  // already has focus got it before React listened, so it opens now, as a focus after hydration would have.
  // biome-ignore lint/correctness/useExhaustiveDependencies: on mount only
  useEffect(() => {
    const field = input.current;
    if (field === null) return;
    if (field.value !== value) changeTerm(field.value);
    if (document.activeElement === field) {
      dispatch({ type: 'focused' });
      onFocus?.();
    }
  }, []);

  // The active option stays in sight when the arrow keys walk past the list's scrolled edge.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a move of the active option scrolls
  useEffect(() => {
    if (active !== null) document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
  }, [active]);

  const changeTerm = (term: string) => {
    setValue(term);
    onTermChange?.(term);
  };

  const choose = (suggestion: SearchSuggestion) => {
    dispatch({ type: 'dismissed' });
    if (suggestion.kind === 'term') changeTerm(suggestion.term);
    onNavigate(suggestion.href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    const optionCount = count;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        event.preventDefault();
        dispatch({ type: event.key === 'ArrowDown' ? 'arrowDown' : 'arrowUp', optionCount });
        return;
      case 'Enter': {
        const chosen = active === null ? undefined : options[active];
        // Without an active option Enter submits the form, as it does without JavaScript.
        if (chosen === undefined) return;
        event.preventDefault();
        choose(chosen);
        return;
      }
      case 'Escape':
        // The browser's own Escape would clear a search field at once; the first Escape only closes the list.
        event.preventDefault();
        if (open) dispatch({ type: 'dismissed' });
        else if (value !== '') changeTerm('');
        return;
      default:
    }
  };

  const comboboxProps = hydrated
    ? {
        role: 'combobox',
        'aria-expanded': expanded,
        'aria-controls': listId,
        'aria-autocomplete': 'list' as const,
        'aria-activedescendant': active === null ? undefined : optionId(active),
        onKeyDown,
        onFocus: () => {
          dispatch({ type: 'focused' });
          onFocus?.();
        },
        onBlur: () => dispatch({ type: 'dismissed' }),
      }
    : {};

  const announcement = expanded
    ? fill(new Intl.PluralRules(locale).select(count) === 'one' ? labels.countOne : labels.countOther, {
        count,
      })
    : empty
      ? labels.noSuggestions
      : '';

  const renderOption = (suggestion: SearchSuggestion, index: number) => (
    // The pointer picks an option without taking focus from the field (mousedown would blur and close it).
    // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard reaches options through the field (APG combobox)
    <div
      key={
        suggestion.kind === 'term'
          ? `term-${suggestion.term}`
          : suggestion.kind === 'all'
            ? 'all'
            : suggestion.id
      }
      id={optionId(index)}
      role="option"
      aria-selected={index === active}
      tabIndex={-1}
      className={cx(
        styles.option,
        suggestion.kind === 'product' && styles.product,
        suggestion.kind === 'all' && styles.all,
        index === active && styles.active,
      )}
      onMouseDown={(event: MouseEvent) => event.preventDefault()}
      onClick={() => choose(suggestion)}
    >
      {suggestion.kind === 'term' ? (
        <>
          <IconSearch size={18} className={styles.termIcon} />
          <span className={styles.name}>{suggestion.term}</span>
        </>
      ) : suggestion.kind === 'all' ? (
        <>
          <span className={styles.name}>
            {fill(labels.showAll ?? '', { count: new Intl.NumberFormat(locale).format(suggestion.total) })}
          </span>
          <IconChevronRight size={18} />
        </>
      ) : (
        <>
          <span className={styles.thumbnail}>
            {suggestion.imageUrl ? (
              <img src={suggestion.imageUrl} alt="" width={48} height={48} decoding="async" />
            ) : null}
          </span>
          <span className={styles.name}>{suggestion.name}</span>
          <span className={styles.price}>
            <Price
              size="sm"
              unitPrice={suggestion.price.unitPrice}
              listPrice={suggestion.price.listPrice}
              percentage={suggestion.price.percentage}
              hasRange={suggestion.price.hasRange}
              currency={currency}
              locale={locale}
              labels={priceLabels}
            />
            {suggestion.price.lowestPrice30Days !== undefined && labels.lowestPrice30Days ? (
              <span className={styles.lowest}>
                {fill(labels.lowestPrice30Days, {
                  price: formatCurrency(suggestion.price.lowestPrice30Days, currency, locale),
                })}
              </span>
            ) : null}
          </span>
        </>
      )}
    </div>
  );

  return (
    <form method="get" action={action} className={cx(styles.form, className)}>
      <label className={a11y.visuallyHidden} id={labelId} htmlFor={id}>
        {labels.field}
      </label>
      <input
        ref={input}
        id={id}
        type="search"
        name={name}
        className={styles.input}
        placeholder={labels.placeholder}
        autoComplete="off"
        value={value}
        onChange={(event) => {
          changeTerm(event.currentTarget.value);
          dispatch({ type: 'typed' });
        }}
        {...comboboxProps}
      />
      <button type="submit" className={styles.submit}>
        {labels.submit}
      </button>
      {hydrated ? (
        <>
          <div className={styles.popup} hidden={!expanded}>
            <div id={listId} role="listbox" aria-labelledby={labelId}>
              {terms.length > 0 ? (
                // biome-ignore lint/a11y/useSemanticElements: a listbox groups its options with role group (a fieldset would be a form group)
                <div role="group" aria-labelledby={`${baseId}-terms`}>
                  <div role="presentation" id={`${baseId}-terms`} className={styles.heading}>
                    {labels.terms}
                  </div>
                  {terms.map(renderOption)}
                </div>
              ) : null}
              {products.length > 0 ? (
                // biome-ignore lint/a11y/useSemanticElements: a listbox groups its options with role group (a fieldset would be a form group)
                <div role="group" aria-labelledby={`${baseId}-products`}>
                  <div role="presentation" id={`${baseId}-products`} className={styles.heading}>
                    {labels.products}
                  </div>
                  {products.map((product, index) => renderOption(product, terms.length + index))}
                  {options.length > terms.length + products.length
                    ? renderOption(
                        options[terms.length + products.length] as SearchSuggestion,
                        terms.length + products.length,
                      )
                    : null}
                </div>
              ) : null}
            </div>
            {priceNotice && products.length > 0 ? (
              // Pressing the notice keeps focus in the field (a blur would close the list before its link opens).
              // biome-ignore lint/a11y/noStaticElementInteractions: only keeps focus; its link is the control
              <div className={styles.priceNotice} onMouseDown={(event: MouseEvent) => event.preventDefault()}>
                {priceNotice}
              </div>
            ) : null}
          </div>
          {empty || waiting ? (
            <p className={cx(styles.popup, styles.note)} aria-hidden="true">
              {empty ? labels.noSuggestions : labels.loading}
            </p>
          ) : null}
          <p role="status" className={a11y.visuallyHidden}>
            {announcement}
          </p>
        </>
      ) : null}
    </form>
  );
}
