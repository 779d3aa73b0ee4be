import { type Dispatch, type KeyboardEvent, type ReactElement, useEffect, useReducer, useRef } from 'react';
import { useHydrated } from '../../hydration/useHydrated';
import { IconChevronDown } from '../../icons/icons';
import { fill } from '../../internal/template';
import { type LinkComponent, useLinkComponent } from '../Link/LinkProvider';
import { MenuLink } from '../MenuLink/MenuLink';
import type { MenuNode } from '../MobileMenu/MobileMenu';
import styles from './CategoryNavigation.module.css';
import { currentHrefIn } from './currentHref';
import { FLYOUT_CLOSED, type FlyoutEvent, flyoutTransition, openFlyoutId } from './flyoutState';

export interface CategoryNavigationLabels {
  /** The navigation landmark: 'Main navigation'. */
  navigation: string;
  /** The disclosure button of an entry's flyout, `{category}` for its label: 'Subcategories of {category}'. */
  subcategories: string;
}

export interface CategoryNavigationProps {
  /** The category tree, three levels deep: top-level entries, flyout columns, and the columns' links. */
  tree: readonly MenuNode[];
  /** The page's path: the link to it is marked as the current page. */
  currentPath: string;
  labels?: CategoryNavigationLabels;
  /** The landmark's id: the narrow-screen fallback of a menu button links to it (`#id` shows the whole tree). */
  id?: string;
  /**
   * The link component of internal entries; else `LinkProvider`'s. Pass it when `serverMarkup` renders the bar
   * outside the app's providers.
   */
  linkAs?: LinkComponent;
  /**
   * Server only: the markup of the unhydrated bar, e.g. from a cache shared by many requests. Before hydration
   * no flyout is open and no button shows, so the tree and `currentHref` (the tree's link to the page on screen,
   * '' when none) decide the markup: render it with `renderBar` once per pair and reuse it.
   */
  serverMarkup?: ((currentHref: string, renderBar: () => ReactElement) => string) | undefined;
}

const defaultLabels: CategoryNavigationLabels = {
  navigation: 'Main navigation',
  subcategories: 'Subcategories of {category}',
};

/**
 * Desktop category bar with flyouts of the second and third level (WAI-ARIA APG disclosure navigation menu with
 * top-level links). Before hydration and without JavaScript, CSS opens a flyout on :hover and :focus-within;
 * once hydrated, a disclosure button per entry (aria-expanded) and the pointer open it, Escape closes it and
 * returns focus to the button, and focus leaving the entry closes it. Below 64em the bar is hidden; while the
 * URL targets its id it shows the whole tree as nested lists (the menu's no-JavaScript fallback).
 */
export function CategoryNavigation({
  tree,
  currentPath,
  labels = defaultLabels,
  id,
  linkAs,
  serverMarkup,
}: CategoryNavigationProps) {
  const provided = useLinkComponent();
  const Link = linkAs ?? provided;
  const hydrated = useHydrated();
  const [state, dispatch] = useReducer(flyoutTransition, FLYOUT_CLOSED);
  const navRef = useRef<HTMLElement>(null);

  // A pinned flyout closes on a press anywhere else: Safari does not focus buttons on click, so focusout alone
  // would leave it open.
  const pinned = state.status === 'pinned';
  useEffect(() => {
    if (!pinned) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !navRef.current?.contains(event.target)) {
        dispatch({ type: 'dismissed' });
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [pinned]);

  const bar = (path: string) => (
    <ul className={styles.bar}>
      {tree.map((node) => (
        <TopLevelEntry
          key={node.id}
          node={node}
          currentPath={path}
          open={openFlyoutId(state) === node.id}
          hydrated={hydrated}
          dispatch={dispatch}
          toggleLabel={fill(labels.subcategories, { category: node.label })}
          Link={Link}
        />
      ))}
    </ul>
  );
  const navProps = {
    ref: navRef,
    id,
    className: styles.nav,
    'aria-label': labels.navigation,
    'data-enhanced': hydrated ? '' : undefined,
  };
  if (serverMarkup && !hydrated) {
    const current = currentHrefIn(tree, currentPath) ?? '';
    const markup = { __html: serverMarkup(current, () => bar(current)) };
    // biome-ignore lint/security/noDangerouslySetInnerHtml: React's own markup of this bar from the same tree, its labels escaped by that render.
    return <nav {...navProps} dangerouslySetInnerHTML={markup} />;
  }
  return <nav {...navProps}>{bar(currentPath)}</nav>;
}

interface TopLevelEntryProps {
  node: MenuNode;
  currentPath: string;
  open: boolean;
  hydrated: boolean;
  dispatch: Dispatch<FlyoutEvent>;
  toggleLabel: string;
  Link: LinkComponent;
}

function TopLevelEntry({
  node,
  currentPath,
  open,
  hydrated,
  dispatch,
  toggleLabel,
  Link,
}: TopLevelEntryProps) {
  const button = useRef<HTMLButtonElement>(null);
  const panelId = `flyout-${node.id}`;
  const hasFlyout = node.children.length > 0;

  // A followed link changes the page under the pointer: close the flyout rather than leave it over the next page.
  const close = () => dispatch({ type: 'dismissed' });

  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key !== 'Escape' || !open) return;
    event.preventDefault();
    close();
    button.current?.focus();
  };

  return (
    <li
      className={styles.entry}
      data-open={open ? '' : undefined}
      onPointerEnter={(event) => {
        if (hasFlyout && event.pointerType === 'mouse') dispatch({ type: 'pointerEntered', id: node.id });
      }}
      onPointerLeave={(event) => {
        if (event.pointerType === 'mouse') dispatch({ type: 'pointerLeft', id: node.id });
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) dispatch({ type: 'focusLeft', id: node.id });
      }}
      onKeyDown={onKeyDown}
    >
      <MenuLink
        node={node}
        currentPath={currentPath}
        className={styles.topLink}
        onClick={close}
        linkAs={Link}
      />
      {hasFlyout && hydrated ? (
        <button
          ref={button}
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={panelId}
          aria-label={toggleLabel}
          onClick={() => dispatch({ type: 'toggled', id: node.id })}
        >
          <IconChevronDown size={16} />
        </button>
      ) : null}
      {/* Same box as the button, so the bar does not shift when the button replaces it after hydration. */}
      {hasFlyout && !hydrated ? (
        <span className={styles.toggle} aria-hidden="true">
          <IconChevronDown size={16} />
        </span>
      ) : null}
      {hasFlyout ? (
        // tabIndex -1: a click on the panel's background keeps focus inside the entry, so a pinned flyout stays.
        <div id={panelId} className={styles.flyout} tabIndex={-1}>
          <ul className={styles.columns}>
            {node.children.map((child) => (
              <li key={child.id} className={styles.column}>
                <MenuLink
                  node={child}
                  currentPath={currentPath}
                  className={styles.columnHeading}
                  onClick={close}
                  linkAs={Link}
                />
                {child.children.length > 0 ? (
                  <ul className={styles.leaves}>
                    {child.children.map((leaf) => (
                      <li key={leaf.id}>
                        <MenuLink
                          node={leaf}
                          currentPath={currentPath}
                          className={styles.leaf}
                          onClick={close}
                          linkAs={Link}
                        />
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </li>
  );
}
