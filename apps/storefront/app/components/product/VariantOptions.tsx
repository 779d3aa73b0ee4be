import type { VariantGroup } from '@beautyshop/catalogue';
import type { CSSProperties, KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { type ConnectionHints, prefetchAllowed } from '../../links/prefetchPolicy';
import { useTranslate } from '../../locale/useLocale';
import styles from './VariantOptions.module.css';

/** Spec 2.1: no prefetching on 2g or data-saver connections; prefetch links only appear after hydration. */
function prefetchMode(): 'intent' | 'none' {
  const connection =
    typeof navigator === 'undefined'
      ? undefined
      : (navigator as Navigator & { connection?: ConnectionHints }).connection;
  return prefetchAllowed(connection) ? 'intent' : 'none';
}

const NEXT_KEYS = new Set(['ArrowRight', 'ArrowDown']);
const PREVIOUS_KEYS = new Set(['ArrowLeft', 'ArrowUp']);

/**
 * Radio-like arrow keys on top of plain links: Tab reaches each option, arrows and Home/End move between the
 * options of one group, Enter follows the focused one.
 */
function moveFocus(event: KeyboardEvent<HTMLAnchorElement>) {
  const links = [
    ...(event.currentTarget.closest('ul')?.querySelectorAll<HTMLAnchorElement>('a[href]') ?? []),
  ];
  const index = links.indexOf(event.currentTarget);
  let next: number | undefined;
  if (NEXT_KEYS.has(event.key)) next = (index + 1) % links.length;
  else if (PREVIOUS_KEYS.has(event.key)) next = (index - 1 + links.length) % links.length;
  else if (event.key === 'Home') next = 0;
  else if (event.key === 'End') next = links.length - 1;
  if (next === undefined) return;
  event.preventDefault();
  links[next]?.focus();
}

/**
 * The option groups of a variant product (size, shade). Each option is a link to its variant's URL, so
 * switching works without JavaScript and the URL always names the variant; the current one is marked with
 * aria-current. The page keeps its scroll position: the shopper stays at the options.
 */
export function VariantOptions({ groups }: { groups: readonly VariantGroup[] }) {
  const t = useTranslate();
  if (groups.length === 0) return null;
  return (
    <div className={styles.groups}>
      {groups.map((group) => {
        const labelId = `variant-group-${group.id}`;
        const chosen = group.options.find((option) => option.selected);
        return (
          // biome-ignore lint/a11y/useSemanticElements: a fieldset groups form controls; these are links.
          <div key={group.id} role="group" aria-labelledby={labelId} className={styles.group}>
            <p id={labelId} className={styles.label}>
              {group.name}
              {chosen ? (
                <>
                  {' '}
                  <span className={styles.chosen}>{t('product.optionChosen', { name: chosen.name })}</span>
                </>
              ) : null}
            </p>
            <ul className={styles.options}>
              {group.options.map((option) => (
                <li key={option.id}>
                  <Link
                    to={option.href}
                    preventScrollReset
                    // Intent, not viewport: a family's every variant page is too much to fetch on sight.
                    prefetch={prefetchMode()}
                    aria-current={option.selected ? 'true' : undefined}
                    onKeyDown={moveFocus}
                    className={[
                      styles.option,
                      option.selected ? styles.selected : '',
                      option.available ? '' : styles.soldOut,
                    ].join(' ')}
                  >
                    {option.colorHexCode ? (
                      <span
                        className={styles.swatch}
                        style={{ '--swatch': option.colorHexCode } as CSSProperties}
                        aria-hidden="true"
                      />
                    ) : null}
                    <span>{option.name}</span>
                    {option.available ? null : (
                      <span className="visually-hidden">, {t('product.optionSoldOut')}</span>
                    )}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </div>
  );
}
