import { type KeyboardEvent, type ReactNode, useEffect, useId } from 'react';
import { useHydrated } from '../../hydration/useHydrated';
import { IconClose } from '../../icons/icons';
import { useModalDialog } from '../../internal/useModalDialog';
import { VisuallyHidden } from '../../internal/VisuallyHidden';
import { IconButton } from '../IconButton/IconButton';
import styles from './AccountFlyout.module.css';

export interface AccountFlyoutProps {
  /** Where the entry point leads without JavaScript (the login page). */
  href: string;
  /** The entry point's accessible name ('My account'). */
  label: string;
  /** The entry point's icon. */
  icon: ReactNode;
  /** Extra content of the entry point (a logged-in mark). */
  badge?: ReactNode;
  /** The accessible name of the open panel ('Log in'). */
  title: string;
  closeLabel: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Class of the entry point, so it looks like the header's other icon links. */
  triggerClassName?: string | undefined;
  /** The panel's content: the login form and the way to register. */
  children: ReactNode;
}

/**
 * The header's account entry point with the login in a panel: a flyout under the header from 48em, the same
 * content as a full-width modal on phones. It is a modal `<dialog>` at every width, so focus stays inside,
 * Escape closes it and focus returns to the entry point. Before hydration and without JavaScript the entry
 * point is a plain link to the login page.
 */
export function AccountFlyout({
  href,
  label,
  icon,
  badge,
  title,
  closeLabel,
  open,
  onOpenChange,
  triggerClassName,
  children,
}: AccountFlyoutProps) {
  const id = useId();
  const hydrated = useHydrated();
  const { ref, onBackdropClick, onKeyDown } = useModalDialog(open, () => onOpenChange(false));
  useEffect(() => {
    // The first field, not the heading: the shopper opened the panel to type.
    if (open) ref.current?.querySelector<HTMLElement>('input:not([type="hidden"])')?.focus();
  }, [open, ref]);
  // A modal dialog makes the page inert, but Tab still leaves it for the browser's own controls: the panel keeps
  // it, from the last control back to the first and the other way round.
  const keepFocus = (event: KeyboardEvent<HTMLDialogElement>) => {
    onKeyDown(event);
    if (event.key !== 'Tab') return;
    const controls = [
      ...event.currentTarget.querySelectorAll<HTMLElement>(
        'a[href], button:not([disabled]), input:not([type="hidden"]):not([disabled]), select, textarea',
      ),
    ];
    const first = controls[0];
    const last = controls[controls.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };
  return (
    <>
      {hydrated ? (
        <button
          type="button"
          className={triggerClassName}
          title={label}
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={open ? `${id}-panel` : undefined}
          onClick={() => onOpenChange(!open)}
        >
          {icon}
          <VisuallyHidden>{label}</VisuallyHidden>
          {badge}
        </button>
      ) : (
        <a href={href} className={triggerClassName} title={label}>
          {icon}
          <VisuallyHidden>{label}</VisuallyHidden>
          {badge}
        </a>
      )}
      {/* Rendered (closed) from the first paint, so the dialog hook sees it when it mounts; empty until open. */}
      <dialog
        id={`${id}-panel`}
        ref={ref}
        className={styles.panel}
        aria-label={title}
        onClick={onBackdropClick}
        onKeyDown={keepFocus}
      >
        <div className={styles.content}>
          <div className={styles.close}>
            <IconButton label={closeLabel} icon={<IconClose />} onClick={() => ref.current?.close()} />
          </div>
          {open ? children : null}
        </div>
      </dialog>
    </>
  );
}
