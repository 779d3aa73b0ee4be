import { type ReactNode, useId } from 'react';
import { IconClose } from '../../icons/icons';
import { cx } from '../../internal/cx';
import { useModalDialog } from '../../internal/useModalDialog';
import { IconButton } from '../IconButton/IconButton';
import styles from './Drawer.module.css';

export interface DrawerProps {
  open: boolean;
  /** Called when the shopper closes it (close button, Escape, backdrop). */
  onClose: () => void;
  /** Heading and accessible name (e.g. 'Your cart', 'Menu', 'Filter'). */
  title: ReactNode;
  /** Accessible name of the close button (translated). */
  closeLabel: string;
  /** `right` for the side cart, `left` for the mobile menu, `bottom` for the mobile filter sheet. */
  side?: 'left' | 'right' | 'bottom';
  children?: ReactNode;
  /** Sticky bottom area (cart total and checkout button, 'Show 42 products'). */
  footer?: ReactNode;
  className?: string;
}

/** A flyout panel on native `<dialog>`: side cart, mobile menu, mobile filter modal. */
export function Drawer({
  open,
  onClose,
  title,
  closeLabel,
  side = 'right',
  children,
  footer,
  className,
}: DrawerProps) {
  const id = useId();
  const { ref, onBackdropClick, onKeyDown } = useModalDialog(open, onClose);
  return (
    <dialog
      ref={ref}
      className={cx(styles.drawer, styles[side], className)}
      aria-labelledby={`${id}-title`}
      onClick={onBackdropClick}
      onKeyDown={onKeyDown}
    >
      <div className={styles.panel}>
        <header className={styles.header}>
          <h2 id={`${id}-title`} className={styles.title} tabIndex={-1} data-initial-focus>
            {title}
          </h2>
          <IconButton label={closeLabel} icon={<IconClose />} onClick={() => ref.current?.close()} />
        </header>
        <div className={styles.body}>{children}</div>
        {footer ? <footer className={styles.footer}>{footer}</footer> : null}
      </div>
    </dialog>
  );
}
