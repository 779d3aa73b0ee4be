import type { ReactNode } from 'react';
import { Drawer } from '../Drawer/Drawer';
import styles from './SideCart.module.css';

export interface SideCartProps {
  open: boolean;
  /** Called on the close button, Escape and the backdrop; focus returns to what opened it. */
  onClose: () => void;
  /** Heading and accessible name, e.g. 'Your cart (3)'. */
  title: ReactNode;
  closeLabel: string;
  /** The lines (CartLine), or the empty state. */
  children: ReactNode;
  /** The summary (PriceSummary) above the actions. */
  summary?: ReactNode;
  /** The ways on: to the cart page, to the checkout. */
  actions?: ReactNode;
}

/** The side cart: a drawer from the right that opens on add, with the lines, the summary and the ways on. */
export function SideCart({ open, onClose, title, closeLabel, children, summary, actions }: SideCartProps) {
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={title}
      closeLabel={closeLabel}
      side="right"
      footer={
        summary || actions ? (
          <div className={styles.footer}>
            {summary}
            {actions ? <div className={styles.actions}>{actions}</div> : null}
          </div>
        ) : undefined
      }
    >
      <div className={styles.lines}>{children}</div>
    </Drawer>
  );
}
