import type { CSSProperties, KeyboardEvent } from 'react';
import { cx } from '../../internal/cx';
import { fill } from '../../internal/template';
import { VisuallyHidden } from '../../internal/VisuallyHidden';
import { type LinkComponent, useLinkComponent } from '../Link/LinkProvider';
import styles from './VariantOptions.module.css';

/** One option of a group: a link to the variant that has it. */
export interface VariantOptionItem {
  id: string;
  name: string;
  /** A shade's swatch colour (CSS colour); no swatch without one. */
  colorHexCode?: string | undefined;
  /** The page of the variant this option switches to. */
  href: string;
  /** The option of the variant on screen. */
  selected: boolean;
  /** Whether the variant behind the link can be bought; sold-out options are struck through. */
  available: boolean;
}

/** A configurator group (size, shade) with its options in display order. */
export interface VariantOptionGroup {
  id: string;
  name: string;
  options: readonly VariantOptionItem[];
}

export interface VariantOptionsLabels {
  /** After the group name when an option is selected, `{name}` for the option: 'Chosen: {name}'. */
  chosen: string;
  /** Read after a sold-out option's name. */
  soldOut: string;
}

export interface VariantOptionsProps {
  groups: readonly VariantOptionGroup[];
  labels?: VariantOptionsLabels;
  /** The link component of the options (e.g. a router link that keeps the scroll position); else `LinkProvider`'s. */
  linkAs?: LinkComponent;
}

const defaultLabels: VariantOptionsLabels = { chosen: 'Chosen: {name}', soldOut: 'sold out' };

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
 * aria-current. Nothing is rendered without groups.
 */
export function VariantOptions({ groups, labels = defaultLabels, linkAs }: VariantOptionsProps) {
  const provided = useLinkComponent();
  const Link = linkAs ?? provided;
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
                  <span className={styles.chosen}>{fill(labels.chosen, { name: chosen.name })}</span>
                </>
              ) : null}
            </p>
            <ul className={styles.options}>
              {group.options.map((option) => (
                <li key={option.id}>
                  <Link
                    href={option.href}
                    aria-current={option.selected ? 'true' : undefined}
                    onKeyDown={moveFocus}
                    className={cx(
                      styles.option,
                      option.selected && styles.selected,
                      !option.available && styles.soldOut,
                    )}
                  >
                    {option.colorHexCode ? (
                      <span
                        className={styles.swatch}
                        style={{ '--swatch': option.colorHexCode } as CSSProperties}
                        aria-hidden="true"
                      />
                    ) : null}
                    <span>{option.name}</span>
                    {option.available ? null : <VisuallyHidden>, {labels.soldOut}</VisuallyHidden>}
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
