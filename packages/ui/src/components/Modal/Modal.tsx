import { type ReactNode, useId } from 'react';
import { IconClose } from '../../icons/icons';
import { cx } from '../../internal/cx';
import { useModalDialog } from '../../internal/useModalDialog';
import { IconButton } from '../IconButton/IconButton';
import styles from './Modal.module.css';

export interface ModalProps {
  open: boolean;
  /** Called when the shopper closes it (close button, Escape, backdrop); set `open` to false in response. */
  onClose: () => void;
  /** Heading and accessible name of the dialog. */
  title: ReactNode;
  /** Optional line under the title, used as the accessible description. */
  description?: ReactNode;
  children?: ReactNode;
  /** Action buttons at the bottom. */
  footer?: ReactNode;
  /** Accessible name of the close button (translated). */
  closeLabel: string;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

/** A modal dialog on native `<dialog>` (write-review form, confirmations). */
export function Modal({
  open,
  onClose,
  title,
  description,
  children,
  footer,
  closeLabel,
  size = 'md',
  className,
}: ModalProps) {
  const id = useId();
  const { ref, onBackdropClick, onKeyDown } = useModalDialog(open, onClose);
  return (
    <dialog
      ref={ref}
      className={cx(styles.modal, styles[size], className)}
      aria-labelledby={`${id}-title`}
      aria-describedby={description ? `${id}-description` : undefined}
      onClick={onBackdropClick}
      onKeyDown={onKeyDown}
    >
      <div className={styles.content}>
        <header className={styles.header}>
          <h2 id={`${id}-title`} className={styles.title} tabIndex={-1} data-initial-focus>
            {title}
          </h2>
          <IconButton label={closeLabel} icon={<IconClose />} onClick={() => ref.current?.close()} />
        </header>
        {description ? (
          <p id={`${id}-description`} className={styles.description}>
            {description}
          </p>
        ) : null}
        <div className={styles.body}>{children}</div>
        {footer ? <footer className={styles.footer}>{footer}</footer> : null}
      </div>
    </dialog>
  );
}
