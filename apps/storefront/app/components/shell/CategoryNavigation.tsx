import { IconChevronDown } from '@beautyshop/ui';
import { type Dispatch, type KeyboardEvent, useEffect, useReducer, useRef } from 'react';
import { useLocation } from 'react-router';
// Not from navigationTree: that module maps Store API entities, and would bring the client's schemas (zod) along.
import { currentHrefIn } from '../../links/currentHref';
import type { NavigationNode } from '../../links/navigationTree';
import { useTranslate } from '../../locale/useLocale';
import { useServerFragments } from '../serverFragments';
import { useHydrated } from '../useHydrated';
import styles from './CategoryNavigation.module.css';
import { FLYOUT_CLOSED, type FlyoutEvent, flyoutTransition, openFlyoutId } from './flyoutState';
import { NavigationNodeLink } from './NavigationNodeLink';

/** The id the mobile menu's no-JavaScript fallback links to (`#main-navigation` shows this list, see CSS). */
export const CATEGORY_NAVIGATION_ID = 'main-navigation';

export interface CategoryNavigationProps {
  /** The main navigation, three levels deep. */
  tree: readonly NavigationNode[];
}

/**
 * Desktop category bar with flyouts of the second and third level (WAI-ARIA APG disclosure navigation menu with
 * top-level links). Before hydration and without JavaScript, CSS opens a flyout on :hover and :focus-within;
 * once hydrated, a disclosure button per entry (aria-expanded) and the pointer open it, Escape closes it and
 * returns focus to the button, and focus leaving the entry closes it.
 */
export function CategoryNavigation({ tree }: CategoryNavigationProps) {
  const t = useTranslate();
  const hydrated = useHydrated();
  const { pathname } = useLocation();
  const fragments = useServerFragments();
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

  const bar = (currentPath: string) => (
    <ul className={styles.bar}>
      {tree.map((node) => (
        <TopLevelEntry
          key={node.id}
          node={node}
          currentPath={currentPath}
          open={openFlyoutId(state) === node.id}
          hydrated={hydrated}
          dispatch={dispatch}
          toggleLabel={t('nav.subcategories', { category: node.label })}
        />
      ))}
    </ul>
  );
  const navProps = {
    ref: navRef,
    id: CATEGORY_NAVIGATION_ID,
    className: styles.nav,
    'aria-label': t('nav.main'),
    'data-enhanced': hydrated ? '' : undefined,
  };
  if (fragments && !hydrated) {
    // On the server the bar is a fifth of a page's markup and the same on every page of a locale but for the
    // current page's link: it is rendered once per tree and current link, and the browser hydrates it as usual.
    // Unhydrated, no flyout is open and no toggle button shows, so the tree and the current link decide it all.
    const current = currentHrefIn(tree, pathname) ?? '';
    const markup = { __html: fragments.html(tree, current, () => bar(current)) };
    // biome-ignore lint/security/noDangerouslySetInnerHtml: React's own markup of this bar from the same tree, its labels escaped by that render.
    return <nav {...navProps} dangerouslySetInnerHTML={markup} />;
  }
  return <nav {...navProps}>{bar(pathname)}</nav>;
}

interface TopLevelEntryProps {
  node: NavigationNode;
  currentPath: string;
  open: boolean;
  hydrated: boolean;
  dispatch: Dispatch<FlyoutEvent>;
  toggleLabel: string;
}

function TopLevelEntry({ node, currentPath, open, hydrated, dispatch, toggleLabel }: TopLevelEntryProps) {
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
      <NavigationNodeLink node={node} currentPath={currentPath} className={styles.topLink} onClick={close} />
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
                <NavigationNodeLink
                  node={child}
                  currentPath={currentPath}
                  className={styles.columnHeading}
                  onClick={close}
                />
                {child.children.length > 0 ? (
                  <ul className={styles.leaves}>
                    {child.children.map((leaf) => (
                      <li key={leaf.id}>
                        <NavigationNodeLink
                          node={leaf}
                          currentPath={currentPath}
                          className={styles.leaf}
                          onClick={close}
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
