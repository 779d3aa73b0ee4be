import { type MouseEvent, useId, useState } from 'react';
import { IconChevronDown } from '../../icons/icons';
import { fill } from '../../internal/template';
import { Drawer } from '../Drawer/Drawer';
import { MenuLink } from '../MenuLink/MenuLink';
import styles from './MobileMenu.module.css';

/** Where a menu entry leads: a shop path (through the app's router link), another host, or nowhere (a folder). */
export type MenuTarget =
  | { kind: 'internal'; href: string }
  | { kind: 'external'; href: string; newTab: boolean }
  | { kind: 'none' };

/** One entry of the category tree. */
export interface MenuNode {
  id: string;
  label: string;
  target: MenuTarget;
  children: readonly MenuNode[];
}

export interface MobileMenuLabels {
  /** The drawer's heading: 'Menu'. */
  title: string;
  /** The close button: 'Close menu'. */
  close: string;
  /** The navigation landmark: 'Main navigation'. */
  navigation: string;
  /** The expand button beside a linked entry, `{category}` for its label: 'Subcategories of {category}'. */
  subcategories: string;
}

export interface MobileMenuProps {
  /** The category tree; sublevels expand like an accordion. */
  tree: readonly MenuNode[];
  /** The page's path: the link to it is marked as the current page. */
  currentPath: string;
  labels?: MobileMenuLabels;
  /** Called once the drawer has closed (close button, Escape, backdrop or a followed link). */
  onClose: () => void;
}

const defaultLabels: MobileMenuLabels = {
  title: 'Menu',
  close: 'Close menu',
  navigation: 'Main navigation',
  subcategories: 'Subcategories of {category}',
};

/**
 * The category tree in a Drawer (a modal `<dialog>`): nested lists whose sublevels expand like an accordion. Mount
 * it only while open, so a closed menu adds no dialog (nor its header) to the page.
 */
export function MobileMenu({ tree, currentPath, labels = defaultLabels, onClose }: MobileMenuProps) {
  // A followed link closes the dialog the way its close button does, so focus goes back to the menu button.
  const closeOnLink = (event: MouseEvent<HTMLElement>) => {
    if (event.target instanceof Element && event.target.closest('a')) {
      event.currentTarget.closest('dialog')?.close();
    }
  };
  return (
    <Drawer open onClose={onClose} title={labels.title} closeLabel={labels.close} side="left">
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: links fire click on Enter too; this only closes the drawer. */}
      <nav aria-label={labels.navigation} onClick={closeOnLink}>
        <MenuList nodes={tree} level={1} currentPath={currentPath} labels={labels} />
      </nav>
    </Drawer>
  );
}

interface MenuListProps {
  nodes: readonly MenuNode[];
  level: number;
  currentPath: string;
  labels: MobileMenuLabels;
  id?: string;
  hidden?: boolean;
}

function MenuList({ nodes, level, currentPath, labels, id, hidden }: MenuListProps) {
  return (
    <ul id={id} hidden={hidden} className={level === 1 ? styles.list : styles.sublist}>
      {nodes.map((node) => (
        <MenuEntry key={node.id} node={node} level={level} currentPath={currentPath} labels={labels} />
      ))}
    </ul>
  );
}

function MenuEntry({
  node,
  level,
  currentPath,
  labels,
}: {
  node: MenuNode;
  level: number;
  currentPath: string;
  labels: MobileMenuLabels;
}) {
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
            <MenuLink node={node} currentPath={currentPath} className={styles.link} />
            {hasChildren ? (
              <button
                type="button"
                className={styles.expand}
                aria-expanded={expanded}
                aria-controls={sublistId}
                aria-label={fill(labels.subcategories, { category: node.label })}
                onClick={toggle}
              >
                <IconChevronDown size={18} className={styles.chevron} />
              </button>
            ) : null}
          </>
        )}
      </div>
      {hasChildren ? (
        <MenuList
          nodes={node.children}
          level={level + 1}
          currentPath={currentPath}
          labels={labels}
          id={sublistId}
          hidden={!expanded}
        />
      ) : null}
    </li>
  );
}
