import { Drawer, IconChevronDown } from '@beautyshop/ui';
import { type MouseEvent, useId, useState } from 'react';
import { useLocation } from 'react-router';
import type { NavigationNode } from '../../links/navigationTree';
import { useTranslate } from '../../locale/useLocale';
import styles from './MobileMenu.module.css';
import { NavigationNodeLink } from './NavigationNodeLink';

export interface MobileMenuProps {
  /** The main navigation, three levels deep. */
  tree: readonly NavigationNode[];
  /** Called once the drawer has closed (close button, Escape, backdrop or a followed link). */
  onClose: () => void;
}

/**
 * The category tree in the ui Drawer (a modal `<dialog>`): nested lists whose sublevels expand like an accordion.
 * It is mounted only while open, so a closed menu adds no dialog (nor its header) to the page.
 */
export function MobileMenu({ tree, onClose }: MobileMenuProps) {
  const t = useTranslate();
  // A followed link closes the dialog the way its close button does, so focus goes back to the menu button.
  const closeOnLink = (event: MouseEvent<HTMLElement>) => {
    if (event.target instanceof Element && event.target.closest('a')) {
      event.currentTarget.closest('dialog')?.close();
    }
  };
  return (
    <Drawer open onClose={onClose} title={t('nav.menu')} closeLabel={t('nav.closeMenu')} side="left">
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: links fire click on Enter too; this only closes the drawer. */}
      <nav aria-label={t('nav.main')} onClick={closeOnLink}>
        <MenuList nodes={tree} level={1} />
      </nav>
    </Drawer>
  );
}

interface MenuListProps {
  nodes: readonly NavigationNode[];
  level: number;
  id?: string;
  hidden?: boolean;
}

function MenuList({ nodes, level, id, hidden }: MenuListProps) {
  return (
    <ul id={id} hidden={hidden} className={level === 1 ? styles.list : styles.sublist}>
      {nodes.map((node) => (
        <MenuEntry key={node.id} node={node} level={level} />
      ))}
    </ul>
  );
}

function MenuEntry({ node, level }: { node: NavigationNode; level: number }) {
  const t = useTranslate();
  const { pathname } = useLocation();
  const [expanded, setExpanded] = useState(false);
  const sublistId = useId();
  const hasChildren = node.children.length > 0;
  const toggle = () => setExpanded((current) => !current);
  return (
    <li className={level === 1 ? styles.topEntry : undefined}>
      <div className={styles.row}>
        {hasChildren && node.target.kind === 'none' ? (
          // A folder has no page: its whole row is the disclosure button.
          <button
            type="button"
            className={styles.folder}
            aria-expanded={expanded}
            aria-controls={sublistId}
            onClick={toggle}
          >
            {node.label}
            <IconChevronDown size={18} className={styles.chevron} />
          </button>
        ) : (
          <>
            <NavigationNodeLink node={node} currentPath={pathname} className={styles.link} />
            {hasChildren ? (
              <button
                type="button"
                className={styles.expand}
                aria-expanded={expanded}
                aria-controls={sublistId}
                aria-label={t('nav.subcategories', { category: node.label })}
                onClick={toggle}
              >
                <IconChevronDown size={18} className={styles.chevron} />
              </button>
            ) : null}
          </>
        )}
      </div>
      {hasChildren ? (
        <MenuList nodes={node.children} level={level + 1} id={sublistId} hidden={!expanded} />
      ) : null}
    </li>
  );
}
